-- People are listed by given name (the last word), then the middle names, then the family name, in Vietnamese
-- alphabetical order: a < ă < â < b < c < d < đ < e < ê … with tone marks only breaking ties (none < huyền < hỏi < ngã
-- < sắc < nặng), as ICU's Vietnamese collation and Intl.Collator('vi') order them. The key is plain text compared
-- byte by byte (COLLATE "C"), so paging is the same on PostgreSQL and PGlite, with or without ICU collations.
-- lib/name-order.ts computes the same key in JavaScript (a unit test keeps the two equal).
CREATE OR REPLACE FUNCTION vn_name_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(r, 'aAàÀảẢãÃáÁạẠăĂằẰẳẲẵẴắẮặẶâÂầẦẩẨẫẪấẤậẬbBcCdDđĐeEèÈẻẺẽẼéÉẹẸêÊềỀểỂễỄếẾệỆfFgGhHiIìÌỉỈĩĨíÍịỊjJkKlLmMnNoOòÒỏỎõÕóÓọỌôÔồỒổỔỗỖốỐộỘơƠờỜởỞỡỠớỚợỢpPqQrRsStTuUùÙủỦũŨúÚụỤưƯừỪửỬữỮứỨựỰvVwWxXyYỳỲỷỶỹỸýÝỵỴzZ', 'AAAAAAAAAAAABBBBBBBBBBBBCCCCCCCCCCCCDDEEFFGGHHHHHHHHHHHHIIIIIIIIIIIIJJKKLLMMMMMMMMMMMMNNOOPPQQRRSSSSSSSSSSSSTTTTTTTTTTTTUUUUUUUUUUUUVVWWXXYYZZaaaaaaaaaaaabbbbbbbbbbbbccddeeffffffffffffgg') || chr(1) || translate(r, 'aAàÀảẢãÃáÁạẠăĂằẰẳẲẵẴắẮặẶâÂầẦẩẨẫẪấẤậẬbBcCdDđĐeEèÈẻẺẽẼéÉẹẸêÊềỀểỂễỄếẾệỆfFgGhHiIìÌỉỈĩĨíÍịỊjJkKlLmMnNoOòÒỏỎõÕóÓọỌôÔồỒổỔỗỖốỐộỘơƠờỜởỞỡỠớỚợỢpPqQrRsStTuUùÙủỦũŨúÚụỤưƯừỪửỬữỮứỨựỰvVwWxXyYỳỲỷỶỹỸýÝỵỴzZ', '001122334455001122334455001122334455000000000011223344550011223344550000000011223344550000000000001122334455001122334455001122334455000000000000112233445500112233445500000000112233445500')
  FROM (
    SELECT CASE WHEN cardinality(w) > 1
      THEN array_to_string(w[cardinality(w):cardinality(w)] || w[2:cardinality(w) - 1] || w[1:1], ' ')
      ELSE array_to_string(w, ' ') END AS r
    FROM (SELECT regexp_split_to_array(btrim(normalize(coalesce(value, ''), NFC)), '\s+') AS w) words
  ) reordered
$$;
--> statement-breakpoint
CREATE INDEX "students_tenant_name_key_idx" ON "students" USING btree ("tenant_id", (vn_name_key("full_name")) COLLATE "C", lower("code"), "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "students_tenant_name_fold_idx";
