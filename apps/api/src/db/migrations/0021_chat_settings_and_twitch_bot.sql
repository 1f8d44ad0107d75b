CREATE TABLE "chat_command_settings" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"commands" jsonb NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twitch_bot_connection" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"twitch_user_id" text NOT NULL,
	"login" text NOT NULL,
	"broadcaster_id" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"subscription_id" text,
	"subscription_checked_at" timestamp with time zone,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_command_settings" ADD CONSTRAINT "chat_command_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_bot_connection" ADD CONSTRAINT "twitch_bot_connection_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;