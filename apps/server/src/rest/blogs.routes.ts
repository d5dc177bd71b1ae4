import { restRoute } from "./rest-route.ts";

/** The blog's posts for staff of types seoSpecialist and system (SPEC §7 admin blogs). */
export const blogRoutes = [
  restRoute({
    method: "GET",
    path: "/admin/blogs",
    summary: "The posts, ten a page: sortable by title, page_title, meta_description, url, active and created_at",
    procedure: "blogs.list",
    query: ["searchText", "sort", "direction", "page"],
  }),
  restRoute({
    method: "POST",
    path: "/admin/blogs",
    summary: "Create a post (title, url, page_title, meta_description, image_key_object, content as TipTap JSON, active)",
    procedure: "blogs.create",
    status: 201,
  }),
  restRoute({
    method: "PUT",
    path: "/admin/blogs/:id",
    summary: "Update a post (the same fields), or only its active flag (Change Status)",
    procedure: "blogs.update",
  }),
];
