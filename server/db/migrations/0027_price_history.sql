CREATE TABLE "price_history" (
	"package_id" integer NOT NULL,
	"locale" text NOT NULL,
	"variant" text NOT NULL,
	"day" date NOT NULL,
	"lowest" integer NOT NULL,
	"closing" integer NOT NULL,
	CONSTRAINT "price_history_package_id_locale_variant_day_pk" PRIMARY KEY("package_id","locale","variant","day"),
	CONSTRAINT "price_history_lowest_not_above_closing" CHECK ("price_history"."lowest" <= "price_history"."closing")
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;