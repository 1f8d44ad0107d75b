CREATE TABLE "kick_chatters" (
	"kick_user_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"subscriber" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kick_connection" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"kick_user_id" text NOT NULL,
	"login" text NOT NULL,
	"broadcaster_user_id" text NOT NULL,
	"channel_slug" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"subscriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subscriptions_checked_at" timestamp with time zone,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kick_event_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_platforms" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"platforms" jsonb NOT NULL,
	"primary_platform" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_platforms_primary_valid" CHECK ("stream_platforms"."primary_platform" in ('twitch', 'kick'))
);
--> statement-breakpoint
ALTER TABLE "kick_connection" ADD CONSTRAINT "kick_connection_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kick_chatters_seen_idx" ON "kick_chatters" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "kick_event_messages_received_idx" ON "kick_event_messages" USING btree ("received_at");