CREATE TABLE "account_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"into_user_id" uuid NOT NULL,
	"points_moved" bigint NOT NULL,
	"platforms_moved" jsonb NOT NULL,
	"hunts_moved" integer NOT NULL,
	"merged_by" text NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_merges_distinct" CHECK ("account_merges"."from_user_id" <> "account_merges"."into_user_id")
);
--> statement-breakpoint
ALTER TABLE "account_merges" ADD CONSTRAINT "account_merges_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_merges" ADD CONSTRAINT "account_merges_into_user_id_users_id_fk" FOREIGN KEY ("into_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_merges_from_key" ON "account_merges" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "account_merges_into_idx" ON "account_merges" USING btree ("into_user_id");