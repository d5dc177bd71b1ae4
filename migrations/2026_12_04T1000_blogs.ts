import { sql, type Kysely } from "kysely";

// The public blog (SPEC §3 Blog), written by staff (seoSpecialist, system) and read by anyone. Posts and their
// pictures are the platform's, not an organization's: staff write them on the owner's connection; the application
// role only reads them, for the public pages and for serving a picture. A post's url is its slug, unique whatever its
// case, held by the index inside the writing transaction.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table blog_images (
      id uuid primary key default gen_random_uuid(),
      storage_key uuid not null unique,
      name text not null,
      content_type text not null check (content_type in ('image/png', 'image/jpeg')),
      size_bytes integer not null check (size_bytes > 0),
      uploaded_by uuid not null references users (id),
      created_at timestamptz not null default now()
    );

    create table blogs (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      page_title text not null,
      url text not null,
      meta_description text not null,
      content jsonb not null,
      image_id uuid not null references blog_images (id),
      active boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index blogs_url_key on blogs (lower(url));
    create index blogs_active_idx on blogs (created_at desc, id) where active;

    grant select on blogs, blog_images to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table blogs;
    drop table blog_images;
  `.execute(db);
}
