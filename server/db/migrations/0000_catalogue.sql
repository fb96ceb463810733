CREATE TABLE "airports" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"sub_title" text NOT NULL,
	"cover_url" text NOT NULL,
	"body" text NOT NULL,
	"section" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"sub_title" jsonb NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"header" text NOT NULL,
	"tagline" text NOT NULL,
	"bullets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text NOT NULL,
	"link_caption" text NOT NULL,
	"background_url" text NOT NULL,
	"overlay_color" text NOT NULL,
	"logo_url" text,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"name_en" text NOT NULL,
	"country_id" integer NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "club_tournaments" (
	"club_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	CONSTRAINT "club_tournaments_club_id_tournament_id_pk" PRIMARY KEY("club_id","tournament_id")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"country_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"logo_url" text NOT NULL,
	"logo_thumb_url" text NOT NULL,
	"guiding_texts" jsonb NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"popularity" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "clubs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cms_content" (
	"locale" text PRIMARY KEY NOT NULL,
	"landing" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"booking_config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"is_per_passenger" boolean DEFAULT false NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departure_airport_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"region" text NOT NULL,
	"country_id" integer NOT NULL,
	"airport_codes" text[] NOT NULL,
	"max_stops" smallint NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "departure_airport_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" jsonb NOT NULL,
	"event_date_time" timestamp with time zone NOT NULL,
	"sport_category_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"home_club_id" integer,
	"guest_club_id" integer,
	"venue_id" integer NOT NULL,
	"match_type" text NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type" text NOT NULL,
	"name" text NOT NULL,
	"caption" jsonb NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"price_per_night" integer NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"star" numeric(2, 1) NOT NULL,
	"brand_name" text,
	"brand_logo_url" text,
	"users_rating" numeric(3, 1) NOT NULL,
	"surveys_count" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"address" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	CONSTRAINT "hotels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"code" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"iso" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"rate_from_dkk" numeric(10, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nationalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	CONSTRAINT "nationalities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "package_events" (
	"package_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "package_events_package_id_event_id_pk" PRIMARY KEY("package_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "package_hotels" (
	"package_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"is_default" boolean NOT NULL,
	"order_number" smallint NOT NULL,
	"upgrade_price_per_night" integer NOT NULL,
	CONSTRAINT "package_hotels_package_id_hotel_id_pk" PRIMARY KEY("package_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"package_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"destination_city_id" integer NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"is_rivalry" boolean DEFAULT false NOT NULL,
	"random_offer" jsonb,
	"is_round_trip" boolean DEFAULT false NOT NULL,
	"has_offer" boolean DEFAULT false NOT NULL,
	"offer_title" jsonb,
	"premium_available" boolean DEFAULT false NOT NULL,
	"is_transit_less" boolean DEFAULT true NOT NULL,
	"is_flight_less" boolean DEFAULT false NOT NULL,
	"is_hotel_less" boolean DEFAULT false NOT NULL,
	"flight_less_mode" text,
	"is_residual_sale" boolean DEFAULT false NOT NULL,
	"is_budget_trip" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"base_price" integer NOT NULL,
	"default_price" integer NOT NULL,
	"premium_price" integer,
	"default_flight_less_price" integer,
	"default_hotel_less_price" integer,
	"default_with_transit_price" integer,
	"extra_fees" jsonb NOT NULL,
	"extra_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_services_additional_daily_fee" integer DEFAULT 0 NOT NULL,
	"black_week_offer_available" boolean DEFAULT false NOT NULL,
	"christmas_offer_available" boolean DEFAULT false NOT NULL,
	"new_year_offer_available" boolean DEFAULT false NOT NULL,
	"default_services" jsonb NOT NULL,
	CONSTRAINT "packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"category_key" text NOT NULL,
	"name" text NOT NULL,
	"contents" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"is_active" boolean NOT NULL,
	"img_name" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "sport_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"venue_block_id" integer NOT NULL,
	"price" integer NOT NULL,
	"availability" integer NOT NULL,
	"delivery_info" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sport_category_id" integer NOT NULL,
	"country_id" integer,
	"logo_url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "tournaments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "transit_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin_city_id" integer NOT NULL,
	"destination_city_id" integer NOT NULL,
	"transportation_duration" integer NOT NULL,
	"pickup_location" text NOT NULL,
	"dropoff_location" text NOT NULL,
	"morning_price" integer NOT NULL,
	"evening_price" integer NOT NULL,
	"night_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"block_number" text NOT NULL,
	"has_access_to_lounge" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"capacity" integer NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "venues_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_tournaments" ADD CONSTRAINT "club_tournaments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_tournaments" ADD CONSTRAINT "club_tournaments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_airport_groups" ADD CONSTRAINT "departure_airport_groups_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_category_id_sport_categories_id_fk" FOREIGN KEY ("sport_category_id") REFERENCES "public"."sport_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_home_club_id_clubs_id_fk" FOREIGN KEY ("home_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_guest_club_id_clubs_id_fk" FOREIGN KEY ("guest_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_events" ADD CONSTRAINT "package_events_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_events" ADD CONSTRAINT "package_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_hotels" ADD CONSTRAINT "package_hotels_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_hotels" ADD CONSTRAINT "package_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_destination_city_id_cities_id_fk" FOREIGN KEY ("destination_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_venue_block_id_venue_blocks_id_fk" FOREIGN KEY ("venue_block_id") REFERENCES "public"."venue_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_category_id_sport_categories_id_fk" FOREIGN KEY ("sport_category_id") REFERENCES "public"."sport_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_routes" ADD CONSTRAINT "transit_routes_origin_city_id_cities_id_fk" FOREIGN KEY ("origin_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_routes" ADD CONSTRAINT "transit_routes_destination_city_id_cities_id_fk" FOREIGN KEY ("destination_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_blocks" ADD CONSTRAINT "venue_blocks_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_slug_locale_index" ON "blog_articles" USING btree ("slug","locale");--> statement-breakpoint
CREATE INDEX "blog_articles_locale_published_at_index" ON "blog_articles" USING btree ("locale","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_locale_index" ON "campaigns" USING btree ("slug","locale");--> statement-breakpoint
CREATE INDEX "cities_country_id_index" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "club_tournaments_tournament_id_index" ON "club_tournaments" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "clubs_is_popular_index" ON "clubs" USING btree ("is_popular");--> statement-breakpoint
CREATE INDEX "departure_airport_groups_region_index" ON "departure_airport_groups" USING btree ("region");--> statement-breakpoint
CREATE INDEX "events_event_date_time_index" ON "events" USING btree ("event_date_time");--> statement-breakpoint
CREATE INDEX "events_home_club_id_index" ON "events" USING btree ("home_club_id");--> statement-breakpoint
CREATE INDEX "events_guest_club_id_index" ON "events" USING btree ("guest_club_id");--> statement-breakpoint
CREATE INDEX "events_tournament_id_index" ON "events" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel_id_index" ON "hotel_room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_city_id_index" ON "hotels" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "package_events_event_id_index" ON "package_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "packages_start_date_index" ON "packages" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "packages_is_recommended_index" ON "packages" USING btree ("is_recommended");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_locale_index" ON "pages" USING btree ("slug","locale");--> statement-breakpoint
CREATE INDEX "tickets_event_id_index" ON "tickets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tournaments_sport_category_id_index" ON "tournaments" USING btree ("sport_category_id");--> statement-breakpoint
CREATE INDEX "venue_blocks_venue_id_index" ON "venue_blocks" USING btree ("venue_id");