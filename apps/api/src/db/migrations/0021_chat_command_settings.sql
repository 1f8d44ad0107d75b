CREATE TABLE "chat_command_settings" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"commands" jsonb NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_command_settings" ADD CONSTRAINT "chat_command_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;