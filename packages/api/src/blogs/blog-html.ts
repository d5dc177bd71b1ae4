import type { TBlogContent } from "@amlak/schemas";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import sanitizeHtml from "sanitize-html";

/** Where a post's pictures are served (GET /api/blog-images/{id}): the only pictures not on another https site. */
export const BLOG_IMAGE_PATH = "/api/blog-images/";

const OWN_IMAGE = /^\/api\/blog-images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const EXTENSIONS = [StarterKit, Image];

const BLOCKS_WITH_DIRECTION = ["p", "h2", "h3", "h4", "ul", "ol", "li", "blockquote"];

/**
 * What a post's HTML may hold: the editor's headings, lists, quotes, code and inline marks, links (http, https,
 * mailto, tel or a path of ours) and pictures from our own uploads or https. Every attribute not listed is dropped,
 * event handlers and styles with them; a script, iframe or form is removed with its content.
 */
const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS_WITH_DIRECTION, "h1", "br", "hr", "strong", "em", "u", "s", "code", "pre", "a", "img"],
  allowedAttributes: {
    ...Object.fromEntries([...BLOCKS_WITH_DIRECTION, "h1"].map((tag) => [tag, ["dir"]])),
    a: ["href", "target", "rel"],
    // loading and decoding are ours, added by transformTags.
    img: ["src", "alt", "title", "loading", "decoding"],
    ol: ["start", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ["href", "src"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: "_blank", rel: "noopener noreferrer nofollow ugc" },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
  allowedClasses: {},
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImage(frame.attribs.src ?? ""),
};

function isAllowedImage(src: string): boolean {
  if (OWN_IMAGE.test(src)) return true;
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * A post's stored rich text (TipTap JSON) as the HTML readers get, rendered on the server and cut to the allow-list,
 * so whatever the JSON holds (a script, an onerror, a javascript: link), an editor cannot attack a reader. Each block
 * takes the direction of its own words (dir="auto"), so Arabic and English paragraphs of one post both read right.
 */
export function renderBlogHtml(content: TBlogContent): string {
  const html = renderToHTMLString({ content, extensions: EXTENSIONS, staticEditorOptions: { textDirection: "auto" } });
  return sanitizeHtml(html, ALLOW_LIST);
}

/** Whether the editor's schema can render the document at all (an unknown node or mark cannot). */
export function isRenderable(content: TBlogContent): boolean {
  try {
    renderBlogHtml(content);
    return true;
  } catch {
    return false;
  }
}
