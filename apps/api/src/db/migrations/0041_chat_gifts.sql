CREATE TABLE "chat_gifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"admin_id" uuid,
	"credited" integer NOT NULL,
	"twitch" integer NOT NULL,
	"kick" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_gifts_points_valid" CHECK ("chat_gifts"."points" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "chat_gifts" ADD CONSTRAINT "chat_gifts_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;