CREATE TABLE "responsible_play" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_limit" bigint,
	"daily_pending" bigint,
	"daily_pending_at" timestamp with time zone,
	"weekly_limit" bigint,
	"weekly_pending" bigint,
	"weekly_pending_at" timestamp with time zone,
	"cool_off_until" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"excluded_forever" boolean DEFAULT false NOT NULL,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_play_limits" CHECK ("responsible_play"."daily_limit" >= 0 and "responsible_play"."weekly_limit" >= 0),
	CONSTRAINT "responsible_play_pending" CHECK ("responsible_play"."daily_pending" >= 0 and "responsible_play"."weekly_pending" >= 0)
);
--> statement-breakpoint
ALTER TABLE "responsible_play" ADD CONSTRAINT "responsible_play_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;