-- User search (users, points leaderboard, redemptions desk): a case-insensitive substring match on the
-- login or the display name, served by trigram indexes; they replace the prefix-only text_pattern_ops ones.
DROP INDEX "users_login_prefix_idx";--> statement-breakpoint
DROP INDEX "users_display_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "users_login_trgm_idx" ON "users" USING gin (lower("login") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin (lower("display_name") gin_trgm_ops);