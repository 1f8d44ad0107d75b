CREATE TABLE "support_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"platform_user_id" text NOT NULL,
	"login" text NOT NULL,
	"user_id" uuid,
	"amount" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_reward_rules" (
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_reward_rules_platform_kind_pk" PRIMARY KEY("platform","kind"),
	CONSTRAINT "support_reward_rules_points_valid" CHECK ("support_reward_rules"."points" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "support_events" ADD CONSTRAINT "support_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_events_message_key" ON "support_events" USING btree ("platform","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_events_follow_platform_user_key" ON "support_events" USING btree ("platform","platform_user_id") WHERE "support_events"."kind" = 'follow';--> statement-breakpoint
CREATE UNIQUE INDEX "support_events_follow_user_key" ON "support_events" USING btree ("user_id","platform") WHERE "support_events"."kind" = 'follow';--> statement-breakpoint
CREATE INDEX "support_events_created_idx" ON "support_events" USING btree ("created_at" DESC NULLS LAST);