import { Badge, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { OrigemCampo } from '@irradia/shared/faturas/faturas.campos';

// The marks the confirm form puts on a field: where in the PDF it was read, and whether it was
// not read or read with doubt.

/** Where a field was read: its page and printed line (a button that opens the preview there) and the line's text. */
export function Lugar({
  origem,
  onVer,
}: {
  origem: OrigemCampo;
  onVer(pagina: number, rolar: boolean): void;
}) {
  return (
    <Stack as="span" gap="0" align="start">
      <Button
        type="button"
        variant="plain"
        size="xs"
        h="auto"
        minW="0"
        p="0"
        colorPalette="orange"
        color="colorPalette.fg"
        textDecoration="underline"
        textUnderlineOffset="2px"
        onClick={() => onVer(origem.pagina, true)}
        onFocus={() => onVer(origem.pagina, false)}
      >
        <VisuallyHidden>Mostrar no PDF: </VisuallyHidden>pág. {origem.pagina} · linha {origem.linha}
      </Button>
      <Text as="span" fontSize="xs" color="fg.muted" lineClamp={2} wordBreak="break-word">
        “{origem.texto}”
      </Text>
    </Stack>
  );
}

export function Marca({ naoLido, conferir }: { naoLido: boolean; conferir: boolean }) {
  if (naoLido)
    return (
      <Badge size="sm" colorPalette="orange" variant="solid">
        Não lido
      </Badge>
    );
  if (conferir)
    return (
      <Badge size="sm" colorPalette="blue" variant="solid">
        Confira
      </Badge>
    );
  return null;
}
