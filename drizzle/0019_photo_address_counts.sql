CREATE TABLE "photo_address_counts" (
	"holder" varchar(80) PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"given" integer NOT NULL
);
