-- News (menus `news-public`, `news-class`, `news-student`, issue 12): posts with sanitised rich text, a cover and a
-- gallery, an audience (the whole school, chosen classes or chosen children), a status draft → scheduled →
-- published → hidden, and read receipts per family (app account). A scheduled post goes live by itself when its
-- publish_at comes: readers compare publish_at with now(), so no job has to flip it. Every key leads with the school.
CREATE TABLE "news_posts" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL DEFAULT '',
	"content_html" text NOT NULL DEFAULT '',
	"status" text NOT NULL DEFAULT 'draft',
	"publish_at" timestamp with time zone,
	"pinned" boolean NOT NULL DEFAULT false,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_posts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "news_posts_kind_check" CHECK ("kind" in ('public', 'class', 'student')),
	CONSTRAINT "news_posts_status_check" CHECK ("status" in ('draft', 'scheduled', 'published', 'hidden')),
	CONSTRAINT "news_posts_publish_at_check" CHECK ("status" = 'draft' or "publish_at" is not null),
	CONSTRAINT "news_posts_title_check" CHECK (length(btrim("title")) between 1 and 200),
	CONSTRAINT "news_posts_summary_check" CHECK (length("summary") <= 500),
	CONSTRAINT "news_posts_content_check" CHECK (length("content_html") <= 200000)
);
--> statement-breakpoint
CREATE INDEX "news_posts_kind_idx" ON "news_posts" USING btree ("tenant_id","kind","created_at");
--> statement-breakpoint
CREATE INDEX "news_posts_live_idx" ON "news_posts" USING btree ("tenant_id","publish_at") WHERE "status" in ('scheduled', 'published');
--> statement-breakpoint
CREATE TABLE "news_post_classes" (
	"tenant_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	CONSTRAINT "news_post_classes_pk" PRIMARY KEY("tenant_id","post_id","class_id"),
	CONSTRAINT "news_post_classes_post_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "news_posts"("tenant_id","id") ON DELETE CASCADE,
	CONSTRAINT "news_post_classes_class_fk" FOREIGN KEY ("tenant_id","class_id") REFERENCES "classes"("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "news_post_classes_class_idx" ON "news_post_classes" USING btree ("tenant_id","class_id");
--> statement-breakpoint
CREATE TABLE "news_post_students" (
	"tenant_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "news_post_students_pk" PRIMARY KEY("tenant_id","post_id","student_id"),
	CONSTRAINT "news_post_students_post_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "news_posts"("tenant_id","id") ON DELETE CASCADE,
	CONSTRAINT "news_post_students_student_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "students"("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "news_post_students_student_idx" ON "news_post_students" USING btree ("tenant_id","student_id");
--> statement-breakpoint
CREATE TABLE "news_images" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"role" text NOT NULL DEFAULT 'gallery',
	"position" integer NOT NULL DEFAULT 0,
	"width" integer NOT NULL CHECK ("width" > 0),
	"height" integer NOT NULL CHECK ("height" > 0),
	"bytes" integer NOT NULL CHECK ("bytes" > 0),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_images_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "news_images_post_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "news_posts"("tenant_id","id") ON DELETE CASCADE,
	CONSTRAINT "news_images_role_check" CHECK ("role" in ('cover', 'gallery'))
);
--> statement-breakpoint
CREATE INDEX "news_images_post_idx" ON "news_images" USING btree ("tenant_id","post_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "news_images_one_cover_key" ON "news_images" USING btree ("tenant_id","post_id") WHERE "role" = 'cover';
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"tenant_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_pk" PRIMARY KEY("tenant_id","post_id","account_id"),
	CONSTRAINT "news_reads_post_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "news_posts"("tenant_id","id"),
	CONSTRAINT "news_reads_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "app_accounts"("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "news_reads_account_idx" ON "news_reads" USING btree ("tenant_id","account_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON news_posts, news_post_classes, news_post_students, news_images, news_reads TO app_user;
--> statement-breakpoint
ALTER TABLE news_posts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE news_posts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON news_posts USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE news_post_classes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE news_post_classes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON news_post_classes USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE news_post_students ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE news_post_students FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON news_post_students USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE news_images ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE news_images FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON news_images USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE news_reads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE news_reads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON news_reads USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('news_posts');
--> statement-breakpoint
SELECT audit_enable('news_post_classes');
--> statement-breakpoint
SELECT audit_enable('news_post_students');
--> statement-breakpoint
SELECT audit_enable('news_images');
