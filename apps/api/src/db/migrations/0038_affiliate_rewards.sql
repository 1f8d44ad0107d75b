ALTER TABLE "giveaways" ADD COLUMN "affiliate_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "affiliate_sponsor_id" uuid;--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_awards" ADD COLUMN "affiliate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_prizes" ADD COLUMN "affiliate_points" integer;--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_prizes" ADD COLUMN "affiliate_text" text;--> statement-breakpoint
ALTER TABLE "shop_items" ADD COLUMN "affiliate_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_items" ADD COLUMN "affiliate_sponsor_id" uuid;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_affiliate_sponsor_id_sponsors_id_fk" FOREIGN KEY ("affiliate_sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_affiliate_sponsor_id_sponsors_id_fk" FOREIGN KEY ("affiliate_sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_affiliate_sponsor" CHECK ("giveaways"."affiliate_sponsor_id" is null or "giveaways"."affiliate_required");--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_prizes" ADD CONSTRAINT "live_hunt_gtb_prizes_affiliate_one_kind" CHECK ("live_hunt_gtb_prizes"."affiliate_points" is null or "live_hunt_gtb_prizes"."affiliate_text" is null);--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_prizes" ADD CONSTRAINT "live_hunt_gtb_prizes_affiliate_points" CHECK ("live_hunt_gtb_prizes"."affiliate_points" is null or "live_hunt_gtb_prizes"."affiliate_points" between 1 and 1000000);--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_affiliate_sponsor" CHECK ("shop_items"."affiliate_sponsor_id" is null or "shop_items"."affiliate_only");