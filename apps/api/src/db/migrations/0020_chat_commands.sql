CREATE TABLE "chat_command_runs" (
	"platform" text NOT NULL,
	"message_id" text NOT NULL,
	"chatter_id" text NOT NULL,
	"chatter_login" text NOT NULL,
	"command" text NOT NULL,
	"input" text NOT NULL,
	"user_id" uuid,
	"outcome" text DEFAULT 'running' NOT NULL,
	"code" text,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_command_runs_platform_message_id_pk" PRIMARY KEY("platform","message_id")
);
--> statement-breakpoint
CREATE TABLE "chat_cooldowns" (
	"key" text PRIMARY KEY NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_command_runs" ADD CONSTRAINT "chat_command_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_command_runs_created_idx" ON "chat_command_runs" USING btree ("created_at" DESC NULLS LAST);