ALTER TABLE "offers" ADD COLUMN "licence_regulator" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "available_in" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "restricted_in" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "restricted_offers" text DEFAULT 'hide' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "hide_unlicensed_in_portugal" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_licence_both" CHECK (("offers"."licence_regulator" is null) = ("offers"."licence_number" is null));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_restricted_offers" CHECK ("site_settings"."restricted_offers" in ('hide', 'mark'));