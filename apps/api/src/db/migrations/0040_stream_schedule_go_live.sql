CREATE TABLE "stream_go_live_posts" (
	"platform" text NOT NULL,
	"stream_key" text NOT NULL,
	"started_at" timestamp with time zone,
	"title" text NOT NULL,
	"category" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "stream_go_live_posts_platform_stream_key_pk" PRIMARY KEY("platform","stream_key")
);
--> statement-breakpoint
CREATE TABLE "stream_go_live_setting" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_schedule_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"weekday" integer NOT NULL,
	"local_time" text NOT NULL,
	"duration_minutes" integer,
	"platform" text NOT NULL,
	"title" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_schedule_weekday_valid" CHECK ("stream_schedule_slots"."weekday" between 1 and 7),
	CONSTRAINT "stream_schedule_time_valid" CHECK ("stream_schedule_slots"."local_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "stream_schedule_platform_valid" CHECK ("stream_schedule_slots"."platform" in ('twitch', 'kick')),
	CONSTRAINT "stream_schedule_title_length" CHECK (char_length("stream_schedule_slots"."title") between 1 and 100),
	CONSTRAINT "stream_schedule_duration_valid" CHECK ("stream_schedule_slots"."duration_minutes" is null or "stream_schedule_slots"."duration_minutes" between 15 and 1440)
);
--> statement-breakpoint
CREATE INDEX "stream_go_live_posts_started_idx" ON "stream_go_live_posts" USING btree ("platform","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_schedule_position_key" ON "stream_schedule_slots" USING btree ("position");