import { Box, Group, IconButton, Separator } from "@chakra-ui/react";
import type { TBlogContent } from "@amlak/schemas";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FilePickButton } from "../../ui/file-pick-button.tsx";
import { BLOG_IMAGE_ACCEPT, uploadBlogImage } from "./upload-blog-image.ts";

interface Props {
  value: TBlogContent;
  onChange: (content: TBlogContent) => void;
  onBlur: () => void;
  /** While a picture is on its way, the form waits (SPEC §5 "Please wait until uploading files"). */
  onUploading: (uploading: boolean) => void;
  invalid: boolean;
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["https", "http", "mailto", "tel"] },
  }),
  Image,
];

/**
 * The post's rich text (TipTap; stored as its JSON): headings, lists, quotes, links and pictures. Each paragraph takes
 * the direction of its own words (textDirection "auto"), so Arabic and English lines of one post both read right.
 * Loaded on demand: only the blog's writers download the editor.
 */
export function RichTextEditor({ value, onChange, onBlur, onUploading, invalid }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    textDirection: "auto",
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON() as TBlogContent),
    onBlur,
    editorProps: {
      attributes: { "aria-label": t("blogsAdmin.editorLabel"), "aria-multiline": "true", role: "textbox", "data-testid": "blog-editor" },
    },
  });
  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? "border.error" : "border"}
      rounded="l2"
      bg="bg"
      _focusWithin={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", colorPalette: "brand" }}
    >
      <Toolbar editor={editor} onUploading={onUploading} />
      <Box
        px="3"
        py="2"
        css={{
          "& .tiptap": { minHeight: "200px", outline: "none", lineHeight: "1.8" },
          "& .tiptap h2": { fontSize: "xl", fontWeight: "bold", mt: "3", mb: "1" },
          "& .tiptap h3": { fontSize: "lg", fontWeight: "semibold", mt: "2", mb: "1" },
          "& .tiptap ul": { listStyleType: "disc", paddingInlineStart: "6" },
          "& .tiptap ol": { listStyleType: "decimal", paddingInlineStart: "6" },
          "& .tiptap blockquote": { borderInlineStartWidth: "3px", paddingInlineStart: "3", color: "fg.muted" },
          "& .tiptap a": { color: "brand.fg", textDecoration: "underline" },
          "& .tiptap img": { maxWidth: "100%", height: "auto", rounded: "md", my: "2" },
          "& .tiptap img.ProseMirror-selectednode": { outline: "2px solid", outlineColor: "brand.solid" },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

function Toolbar({ editor, onUploading }: { editor: Editor; onUploading: (uploading: boolean) => void }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading2: current.isActive("heading", { level: 2 }),
      heading3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
    }),
  });

  const insertPicture = async (file: File) => {
    const stored = await uploadBlogImage(file);
    editor
      .chain()
      .focus()
      .setImage({ src: stored.url, alt: file.name.replace(/\.[^.]+$/, "") })
      .run();
  };

  const editLink = () => {
    const current = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt(t("blogsAdmin.linkPrompt"), current);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    void (href.trim() ? chain.setLink({ href: href.trim() }) : chain.unsetLink()).run();
  };

  const button = (label: string, Icon: LucideIcon, onClick: () => void, pressed?: boolean, testId?: string) => (
    <IconButton
      size="sm"
      variant={pressed ? "subtle" : "ghost"}
      colorPalette={pressed ? "brand" : "gray"}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      data-testid={testId}
    >
      <Icon />
    </IconButton>
  );

  return (
    <Group role="toolbar" aria-label={t("blogsAdmin.toolbar")} gap="0.5" p="1" borderBottomWidth="1px" flexWrap="wrap" w="full">
      {button(
        t("blogsAdmin.heading2"),
        Heading2,
        () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        active.heading2,
        "blog-editor-h2",
      )}
      {button(t("blogsAdmin.heading3"), Heading3, () => editor.chain().focus().toggleHeading({ level: 3 }).run(), active.heading3)}
      {button(t("blogsAdmin.bold"), Bold, () => editor.chain().focus().toggleBold().run(), active.bold)}
      {button(t("blogsAdmin.italic"), Italic, () => editor.chain().focus().toggleItalic().run(), active.italic)}
      <Separator orientation="vertical" h="5" mx="1" />
      {button(t("blogsAdmin.bulletList"), List, () => editor.chain().focus().toggleBulletList().run(), active.bulletList)}
      {button(t("blogsAdmin.orderedList"), ListOrdered, () => editor.chain().focus().toggleOrderedList().run(), active.orderedList)}
      {button(t("blogsAdmin.quote"), Quote, () => editor.chain().focus().toggleBlockquote().run(), active.quote)}
      {button(t("blogsAdmin.link"), Link2, editLink, active.link)}
      <FilePickButton
        accept={BLOG_IMAGE_ACCEPT}
        onPick={insertPicture}
        onBusy={onUploading}
        inputTestId="blog-editor-image-input"
        iconOnly
        size="sm"
        variant="ghost"
        colorPalette="gray"
        aria-label={t("blogsAdmin.image")}
        title={t("blogsAdmin.image")}
      >
        <ImagePlus />
      </FilePickButton>
      <Separator orientation="vertical" h="5" mx="1" />
      {button(t("blogsAdmin.undo"), Undo2, () => editor.chain().focus().undo().run())}
      {button(t("blogsAdmin.redo"), Redo2, () => editor.chain().focus().redo().run())}
    </Group>
  );
}
