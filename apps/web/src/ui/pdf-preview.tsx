import { Alert, Box, Button, Flex, HStack, IconButton, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { Download, MoveHorizontal, Printer, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { saveFile } from "../lib/download.ts";
import { CSS_PX_PER_PT, drawPage, openPdf, printPdf } from "../lib/pdf.ts";
import { toaster } from "./toaster.tsx";

/** The zoom steps, as a share of the printed size. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
/** The gap around the pages, in CSS pixels, on each side. */
const GUTTER = 8;

interface Props {
  /** The PDF; undefined while it is being fetched. */
  file: Blob | undefined;
  fileName: string;
  /** Names the document for screen readers: "Tax invoice INV-000001". */
  label: string;
  /** Controls shown before Print and Download (the document's language). */
  toolbar?: ReactNode;
  /** Shown instead of the pages: why the file could not be had. */
  failure?: ReactNode;
}

/**
 * A PDF shown in the page (pdf.js on canvases), with zoom, the page count, Print and Download: no browser plug-in, so
 * it works on phones and under the page's Content-Security-Policy. The document is never mirrored in Arabic.
 */
export function PdfPreview({ file, fileName, label, toolbar, failure }: Props) {
  const { t } = useTranslation();
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const [printing, setPrinting] = useState(false);
  const print = () => {
    if (!file) return;
    setPrinting(true);
    printPdf(file)
      .catch(() => toaster.create({ type: "error", description: t("pdfViewer.printFailed") }))
      .finally(() => setPrinting(false));
  };

  return (
    <Stack gap="3" flex="1" minH="0">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        {toolbar}
        <HStack gap="2" marginInlineStart="auto">
          <Button size="sm" variant="outline" disabled={!file} loading={printing} onClick={print} data-testid="document-print">
            <Printer />
            {t("pdfViewer.print")}
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={!url}
            onClick={() => url && saveFile(url, fileName)}
            data-testid="document-download"
          >
            <Download />
            {t("pdfViewer.download")}
          </Button>
        </HStack>
      </Flex>
      {failure ??
        (file ? (
          <PdfPages key={url} file={file} label={label} />
        ) : (
          <Stack gap="2" flex="1" data-testid="document-loading">
            <Text color="fg.muted" textStyle="sm">
              {t("pdfViewer.loading")}
            </Text>
            <Skeleton height="65vh" rounded="md" />
          </Stack>
        ))}
    </Stack>
  );
}

/** The pages, each on its canvas, zoomed to fit the width until the user zooms. */
function PdfPages({ file, label }: { file: Blob; label: string }) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<{ file: PDFDocumentProxy; widest: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState<number | "fit">("fit");
  const [width, setWidth] = useState(0);
  const [current, setCurrent] = useState(1);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let loaded: PDFDocumentProxy | undefined;
    let gone = false;
    openPdf(file)
      .then(async (opened) => {
        loaded = opened;
        if (gone) return void opened.loadingTask.destroy();
        const pages = await Promise.all(Array.from({ length: opened.numPages }, (_, index) => opened.getPage(index + 1)));
        if (!gone) setPdf({ file: opened, widest: Math.max(...pages.map((page) => page.getViewport({ scale: 1 }).width)) });
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      void loaded?.loadingTask.destroy();
    };
  }, [file]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf]);

  if (failed) {
    return (
      <Alert.Root status="error" rounded="xl" data-testid="document-pdf-error">
        <Alert.Indicator />
        <Alert.Title>{t("pdfViewer.failed")}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!pdf) return <Skeleton height="65vh" rounded="md" data-testid="document-loading" />;

  const fit = width > 0 ? (width - 2 * GUTTER) / (pdf.widest * CSS_PX_PER_PT) : 1;
  const scale = zoom === "fit" ? fit : zoom;
  const zoomIn = ZOOMS.find((step) => step > scale * 1.01);
  const zoomOut = ZOOMS.findLast((step) => step < scale * 0.99);
  // The page whose top has passed the upper third of the view is the one being read.
  const onScroll = () => {
    const view = scroller.current!;
    const line = view.scrollTop + view.clientHeight / 3;
    const tops = Array.from(view.querySelectorAll<HTMLElement>("[data-page]"), (page) => page.offsetTop);
    setCurrent(Math.max(1, tops.filter((top) => top <= line).length));
  };

  return (
    <Stack gap="2" flex="1" minH="0">
      <HStack gap="1" justify="space-between" wrap="wrap" data-testid="pdf-toolbar">
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t("pdfViewer.zoomOut")}
            disabled={!zoomOut}
            onClick={() => zoomOut && setZoom(zoomOut)}
            data-testid="pdf-zoom-out"
          >
            <ZoomOut />
          </IconButton>
          <Text textStyle="sm" minW="12" textAlign="center" aria-live="polite" data-testid="pdf-zoom">
            {t("pdfViewer.zoom", { percent: Math.round(scale * 100) })}
          </Text>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t("pdfViewer.zoomIn")}
            disabled={!zoomIn}
            onClick={() => zoomIn && setZoom(zoomIn)}
            data-testid="pdf-zoom-in"
          >
            <ZoomIn />
          </IconButton>
          <Button size="sm" variant="ghost" aria-pressed={zoom === "fit"} onClick={() => setZoom("fit")} data-testid="pdf-zoom-fit">
            <MoveHorizontal />
            {t("pdfViewer.fitWidth")}
          </Button>
        </HStack>
        <Text textStyle="sm" color="fg.muted" data-testid="pdf-page-count">
          {t("pdfViewer.pageOf", { page: current, total: pdf.file.numPages })}
        </Text>
      </HStack>
      <Box
        ref={scroller}
        onScroll={onScroll}
        dir="ltr"
        position="relative"
        height="65vh"
        overflow="auto"
        borderWidth="1px"
        rounded="md"
        bg="bg.muted"
        role="document"
        aria-label={label}
        // Scrolled by the keyboard too: the pages hold nothing else that takes the focus.
        tabIndex={0}
        data-testid="document-pdf"
      >
        <Stack gap={`${GUTTER}px`} p={`${GUTTER}px`} width="fit-content" minW="full">
          {width > 0 &&
            Array.from({ length: pdf.file.numPages }, (_, index) => (
              <PdfPage key={index} pdf={pdf.file} number={index + 1} scale={scale} />
            ))}
        </Stack>
      </Box>
    </Stack>
  );
}

/** One page drawn at `scale`; drawn again when the zoom changes. */
function PdfPage({ pdf, number, scale }: { pdf: PDFDocumentProxy; number: number; scale: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [drawnAt, setDrawnAt] = useState<number | null>(null);

  useEffect(() => {
    let task: ReturnType<typeof drawPage> | undefined;
    let gone = false;
    void pdf.getPage(number).then((page) => {
      if (gone) return;
      const viewport = page.getViewport({ scale: scale * CSS_PX_PER_PT });
      setSize({ width: viewport.width, height: viewport.height });
      task = drawPage(page, canvas.current!, scale);
      task.promise.then(
        () => !gone && setDrawnAt(scale),
        () => undefined, // cancelled by a new zoom or by closing
      );
    });
    return () => {
      gone = true;
      task?.cancel();
    };
  }, [pdf, number, scale]);

  return (
    <Box
      asChild
      display="block"
      marginInline="auto"
      bg="white"
      boxShadow="sm"
      style={size ? { width: size.width, height: size.height } : undefined}
      data-page={number}
      data-testid="pdf-page"
      data-drawn={drawnAt === scale || undefined}
    >
      <canvas ref={canvas} />
    </Box>
  );
}
