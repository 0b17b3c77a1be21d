CREATE TABLE "secure_site_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "secure_site_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" bigint NOT NULL,
	"event" text NOT NULL,
	"user_id" text,
	"device_id" text,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secure_site_codes" (
	"key" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"attempts_left" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secure_site_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secure_site_pending" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "secure_site_audit_log_user" ON "secure_site_audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "secure_site_pending_expires" ON "secure_site_pending" USING btree ("expires_at");--> statement-breakpoint
CREATE FUNCTION "secure_site_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'secure_site_audit_log is append-only'; END $$;--> statement-breakpoint
CREATE TRIGGER "secure_site_audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "secure_site_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "secure_site_audit_log_append_only"();
