DROP INDEX "users_points_idx";--> statement-breakpoint
CREATE INDEX "users_points_name_idx" ON "users" USING btree ("points" DESC NULLS LAST,lower("display_name"),"id");