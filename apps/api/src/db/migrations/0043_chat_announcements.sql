CREATE TABLE "chat_announcement_settings" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"enabled" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_announcements" (
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"platform" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_announcements_kind_ref_platform_pk" PRIMARY KEY("kind","ref","platform")
);
--> statement-breakpoint
ALTER TABLE "chat_announcement_settings" ADD CONSTRAINT "chat_announcement_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;