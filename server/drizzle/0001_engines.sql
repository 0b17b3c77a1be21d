CREATE TABLE "names" (
	"name" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"address_key" text NOT NULL,
	"coin_type" bigint NOT NULL,
	"attributes" jsonb NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_grants" (
	"chain_id" bigint NOT NULL,
	"account" text NOT NULL,
	"pci" text NOT NULL,
	"signer" text NOT NULL,
	"expiry" bigint NOT NULL,
	"project_name" text NOT NULL,
	"project_url" text NOT NULL,
	"permissions" text NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "session_grants_chain_id_account_pci_pk" PRIMARY KEY("chain_id","account","pci")
);
--> statement-breakpoint
CREATE TABLE "session_index_cursors" (
	"chain_id" bigint PRIMARY KEY NOT NULL,
	"block" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_revocations" (
	"chain_id" bigint NOT NULL,
	"account" text NOT NULL,
	"pci" text NOT NULL,
	"revoked_at" integer NOT NULL,
	CONSTRAINT "session_revocations_chain_id_account_pci_pk" PRIMARY KEY("chain_id","account","pci")
);
--> statement-breakpoint
CREATE INDEX "names_address_key" ON "names" USING btree ("address_key","registered_at");