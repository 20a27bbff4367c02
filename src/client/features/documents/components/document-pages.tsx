import { useEffect, useRef, useState } from 'react';
import { Center, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DocumentPage } from '@shared/documents/documents.schema';
import { BlobImage } from '@client/components/blob-image';
import { useStaffDocumentPage } from '../api/use-document-file';
import { openBlobInNewTab } from '../utils/blob-links';
import classes from './document-pages.module.css';

/** Pages start loading this far before they scroll into view. */
const PRELOAD_MARGIN = '600px';

/**
 * True once the element has come near the visible part of `root`, the pages' scrolling panel (and stays true):
 * each page is fetched only then.
 */
function useNearView<T extends Element>(root: Element | null) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !root || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { root, rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, root]);
  return { ref, near };
}

interface PageProps {
  documentId: string;
  documentName: string;
  page: DocumentPage;
  pageCount: number;
  version: string;
  scroller: Element | null;
}

function Page({ documentId, documentName, page, pageCount, version, scroller }: PageProps) {
  const { ref, near } = useNearView<HTMLLIElement>(scroller);
  const image = useStaffDocumentPage(documentId, page.pageNumber, version, near);
  const label = `Page ${page.pageNumber} of ${pageCount}`;
  return (
    <li ref={ref} className={classes.page}>
      <Stack gap={4}>
        <UnstyledButton
          className={classes.frame}
          style={{ aspectRatio: `${page.width} / ${page.height}` }}
          aria-label={`Open page ${page.pageNumber} of ${documentName} full size`}
          disabled={!image.data}
          onClick={() => image.data && openBlobInNewTab(image.data)}
        >
          {image.data ? (
            <BlobImage
              blob={image.data}
              alt={`${documentName}, ${label.toLowerCase()}`}
              className={classes.image}
            />
          ) : (
            <Center h="100%">
              {image.isError ? (
                <Text size="sm" c="red">
                  This page could not be loaded.
                </Text>
              ) : (
                <Loader size="sm" aria-label={`Loading ${label.toLowerCase()}`} />
              )}
            </Center>
          )}
        </UnstyledButton>
        <Text size="xs" c="dimmed" ta="center">
          {label}
        </Text>
      </Stack>
    </li>
  );
}

/**
 * Every page of the document in order, as processing rendered them: each is loaded as it nears the view, keeps
 * its shape while loading (no jumps), and opens full size from the keyboard or a click.
 */
export function DocumentPages({
  documentId,
  documentName,
  pages,
  version,
}: {
  documentId: string;
  documentName: string;
  pages: DocumentPage[];
  version: string;
}) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  return (
    <Paper ref={setScroller} withBorder radius="md" className={classes.stage}>
      <ol className={classes.list} aria-label={`Pages of ${documentName}`}>
        {pages.map((page) => (
          <Page
            key={page.pageNumber}
            documentId={documentId}
            documentName={documentName}
            page={page}
            pageCount={pages.length}
            version={version}
            scroller={scroller}
          />
        ))}
      </ol>
    </Paper>
  );
}
