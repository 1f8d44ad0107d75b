ALTER TABLE "site_settings" ADD COLUMN "default_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_locale" CHECK ("site_settings"."default_locale" in ('en', 'pt-PT', 'pt-BR'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_valid" CHECK ("users"."locale" is null or "users"."locale" in ('en', 'pt-PT', 'pt-BR'));