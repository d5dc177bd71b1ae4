import { sql, type Kysely } from "kysely";

// White-label (issue #19): the organization's logo (one of its own uploaded papers, named by its document id like the
// VAT certificate), its brand colour and its code. The code is the organization's own label on its screens and
// documents, not an identifier: two organizations may pick the same one, and a unique index would tell one
// organization which codes another uses.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table organizations
      drop constraint organizations_code_key,
      add column logo_document_id uuid,
      add column theme_color text,
      add constraint organizations_theme_color_hex check (theme_color ~ '^#[0-9a-f]{6}$'),
      add constraint organizations_code_format check (code ~ '^[A-Z0-9]{1,10}$');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table organizations
      drop constraint organizations_code_format,
      drop constraint organizations_theme_color_hex,
      drop column theme_color,
      drop column logo_document_id,
      add constraint organizations_code_key unique (code);
  `.execute(db);
}
