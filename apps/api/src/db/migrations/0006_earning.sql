CREATE TABLE "earning_connection" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"twitch_user_id" text NOT NULL,
	"login" text NOT NULL,
	"broadcaster_id" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earning_ignored" (
	"login" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earning_settings" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"amount" integer DEFAULT 10 NOT NULL,
	"tick_minutes" integer DEFAULT 10 NOT NULL,
	"sub_multiplier" integer DEFAULT 2 NOT NULL,
	"daily_cap" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_settings_amount" CHECK ("earning_settings"."amount" between 1 and 1000000),
	CONSTRAINT "earning_settings_tick" CHECK ("earning_settings"."tick_minutes" between 1 and 60),
	CONSTRAINT "earning_settings_mult" CHECK ("earning_settings"."sub_multiplier" between 1 and 100),
	CONSTRAINT "earning_settings_cap" CHECK ("earning_settings"."daily_cap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "earning_ticks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chatters_read" integer DEFAULT 0 NOT NULL,
	"users_credited" integer DEFAULT 0 NOT NULL,
	"points_given" bigint DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "eventsub_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_credits" (
	"user_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_credits_user_id_window_start_pk" PRIMARY KEY("user_id","window_start"),
	CONSTRAINT "watch_credits_points" CHECK ("watch_credits"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "earning_connection" ADD CONSTRAINT "earning_connection_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_credits" ADD CONSTRAINT "watch_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earning_ticks_started_idx" ON "earning_ticks" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "earning_ticks_window_idx" ON "earning_ticks" USING btree ("window_start");