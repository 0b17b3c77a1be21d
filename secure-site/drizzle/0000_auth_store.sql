CREATE TABLE "secure_site_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"device_id" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secure_site_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"social_provider" text,
	"social_subject" text,
	"farcaster_fid" integer,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "secure_site_sessions" ADD CONSTRAINT "secure_site_sessions_user_id_secure_site_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."secure_site_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "secure_site_sessions_user" ON "secure_site_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "secure_site_users_email" ON "secure_site_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "secure_site_users_social" ON "secure_site_users" USING btree ("social_provider","social_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "secure_site_users_farcaster" ON "secure_site_users" USING btree ("farcaster_fid");