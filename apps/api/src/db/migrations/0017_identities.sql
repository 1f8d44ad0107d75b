CREATE TABLE "user_identities" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"platform_user_id" text NOT NULL,
	"login" text NOT NULL,
	"display_name" text NOT NULL,
	"avatar_url" text DEFAULT '' NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "user_identities_platform_platform_user_id_pk" PRIMARY KEY("platform","platform_user_id"),
	CONSTRAINT "user_identities_platform_valid" CHECK ("user_identities"."platform" in ('twitch', 'kick'))
);
--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_platform_key" ON "user_identities" USING btree ("user_id","platform");--> statement-breakpoint
CREATE INDEX "user_identities_platform_login_idx" ON "user_identities" USING btree ("platform",lower("login"));--> statement-breakpoint
-- Every existing account keeps everything: its Twitch id becomes its Twitch identity.
INSERT INTO "user_identities" ("user_id", "platform", "platform_user_id", "login", "display_name", "avatar_url", "linked_at", "last_login_at")
SELECT "id", 'twitch', "twitch_id", "login", "display_name", "avatar_url", "created_at", "last_login_at" FROM "users";--> statement-breakpoint
DROP INDEX "users_twitch_id_key";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "twitch_id";