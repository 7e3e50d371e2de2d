import { Box, Center, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { type Ref, useEffect, useState } from 'react';

/** An object URL for a PDF held in memory, revoked when the PDF changes or the screen closes. */
export function useUrlDoPdf(pdf: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf) {
      setUrl(null);
      return;
    }
    // Always shown as a PDF, whatever type the file or the answer declared.
    const u = URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }));
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [pdf]);
  return url;
}

/**
 * The invoice's PDF beside the confirm form, opened at `pagina` (`#page=N`, which Chrome, Edge and
 * Firefox read). An <iframe>, not an <object>: Chrome frames the PDF viewer either way, and an
 * <object> would also need the CSP's object-src opened to plugins. Browsers without an inline PDF
 * viewer (phones: navigator.pdfViewerEnabled false) get the link to a new tab instead.
 */
export function PreviaPdf({
  url,
  pagina,
  carregando,
  erro,
  ref,
}: {
  url: string | null;
  pagina: number;
  carregando: boolean;
  erro: string | null;
  ref?: Ref<HTMLDivElement>;
}) {
  const [bloqueada, setBloqueada] = useState(false);
  // A Content-Security-Policy without `frame-src blob:` blocks the frame: offer the new tab instead
  // of a broken box. Chrome reports a blob: URL as just "blob".
  useEffect(() => {
    const ver = (e: SecurityPolicyViolationEvent) => {
      if (/^blob/.test(e.blockedURI) && e.effectiveDirective === 'frame-src') setBloqueada(true);
    };
    document.addEventListener('securitypolicyviolation', ver);
    return () => document.removeEventListener('securitypolicyviolation', ver);
  }, []);
  const visualizador =
    !bloqueada && (typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false);
  const abrir = url && (
    <Link href={`${url}#page=${pagina}`} target="_blank" rel="noopener" colorPalette="orange" fontSize="sm">
      Abrir o PDF em outra aba <ExternalLink size="14" />
    </Link>
  );
  return (
    <Stack ref={ref} gap="2" h="full" data-testid="previa-pdf" data-pagina={pagina}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" fontWeight="semibold" aria-live="polite">
          PDF da fatura · pág. {pagina}
        </Text>
        {abrir}
      </HStack>
      <Box flex="1" minH="0" borderWidth="1px" rounded="md" overflow="hidden" bg="bg.muted">
        {url && !visualizador ? (
          <Center h="full" p="6">
            <Stack align="center" textAlign="center" gap="2">
              <Text fontSize="sm" color="fg.muted">
                {bloqueada
                  ? 'A prévia do PDF não pode ser mostrada aqui.'
                  : 'Este navegador não mostra o PDF aqui.'}
              </Text>
              {abrir}
            </Stack>
          </Center>
        ) : url ? (
          // Remounted per page, so the viewer opens at that page even where it ignores a changed #page.
          <iframe
            key={pagina}
            src={`${url}#page=${pagina}&navpanes=0&view=FitH`}
            title="Prévia da fatura em PDF"
            width="100%"
            height="100%"
            style={{ border: 0, display: 'block' }}
          />
        ) : (
          <Center h="full" p="6" role={carregando ? 'status' : undefined}>
            {carregando ? (
              <Spinner color="orange.solid" aria-label="Carregando o PDF" />
            ) : (
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                {erro ?? 'O PDF não está disponível.'}
              </Text>
            )}
          </Center>
        )}
      </Box>
    </Stack>
  );
}
