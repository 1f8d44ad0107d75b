CREATE TABLE "redemption_notify" (
	"id" text PRIMARY KEY DEFAULT 'channel' NOT NULL,
	"webhook_id" text NOT NULL,
	"webhook_token_sealed" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "detail_label" text;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "shop_items" ADD COLUMN "detail_label" text;--> statement-breakpoint
ALTER TABLE "shop_items" ADD COLUMN "detail_kind" text;--> statement-breakpoint
ALTER TABLE "shop_items" ADD COLUMN "detail_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "redemption_notify" ADD CONSTRAINT "redemption_notify_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemptions_user_created_idx" ON "redemptions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_detail_kind" CHECK (("shop_items"."detail_label" is null and "shop_items"."detail_kind" is null) or ("shop_items"."detail_label" is not null and "shop_items"."detail_kind" in ('text', 'email', 'discord')));