CREATE TABLE "chat_custom_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"twitch" boolean NOT NULL,
	"kick" boolean NOT NULL,
	"user_cooldown_seconds" integer DEFAULT 0 NOT NULL,
	"global_cooldown_seconds" integer DEFAULT 0 NOT NULL,
	"mod_only" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message_counts" (
	"platform" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_timer_sends" (
	"timer_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"messages_at_send" bigint NOT NULL,
	CONSTRAINT "chat_timer_sends_timer_id_platform_pk" PRIMARY KEY("timer_id","platform")
);
--> statement-breakpoint
CREATE TABLE "chat_timers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"interval_minutes" integer NOT NULL,
	"min_messages" integer DEFAULT 0 NOT NULL,
	"twitch" boolean NOT NULL,
	"kick" boolean NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_timer_sends" ADD CONSTRAINT "chat_timer_sends_timer_id_chat_timers_id_fk" FOREIGN KEY ("timer_id") REFERENCES "public"."chat_timers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_custom_commands_name" ON "chat_custom_commands" USING btree ("name");