import { Button, HStack, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { numeroBr } from '@irradia/shared/format/numero';
import { Download, X } from 'lucide-react';
import { FormField } from '../../../components/form-field.tsx';
import { baixarArquivo } from '../../../lib/download.ts';
import type { Produto } from '../api.ts';

/** What the form will do with a file when saved: keep it, send a new one, or take it off. */
export type MudancaDeArquivo = { arquivo: File } | { tirar: true } | null;

const IMAGENS = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const MB = 1024 * 1024;

/** Checks a chosen file before it is sent (the server checks again): kind and size. */
export function conferirArquivo(tipo: 'imagem' | 'datasheet', f: File): string | null {
  if (tipo === 'imagem') {
    if (!IMAGENS.includes(f.type)) return 'Envie uma imagem PNG, JPEG, WebP ou GIF';
    if (f.size > 5 * MB) return 'A imagem deve ter até 5 MB';
  } else {
    if (f.type !== 'application/pdf' && !f.name.toLowerCase().endsWith('.pdf'))
      return 'Envie o datasheet em PDF';
    if (f.size > 10 * MB) return 'O datasheet deve ter até 10 MB';
  }
  return null;
}

const tamanho = (bytes: number) =>
  bytes >= MB
    ? `${numeroBr(bytes / MB, 0, 1)} MB`
    : `${numeroBr(Math.max(1, Math.round(bytes / 1024)), 0, 0)} KB`;

/**
 * The product's image and datasheet PDF in its form: what it has now (download, take off) and a
 * file to send when the product is saved.
 */
export function ArquivosDoProduto(props: {
  produto: Produto | null;
  imagem: MudancaDeArquivo;
  datasheet: MudancaDeArquivo;
  erros: { imagem?: string; datasheet?: string };
  onImagem(m: MudancaDeArquivo): void;
  onDatasheet(m: MudancaDeArquivo): void;
}) {
  const p = props.produto;
  const imagemAtual = props.imagem === null ? p?.imagem_url : null;
  const datasheetAtual = props.datasheet === null ? p?.datasheet : null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField
        label="Imagem"
        error={props.erros.imagem}
        helper={imagemAtual ? undefined : 'PNG, JPEG, WebP ou GIF, até 5 MB.'}
      >
        <Stack gap="2" w="full">
          {imagemAtual && (
            <HStack gap="3">
              <Image
                src={imagemAtual}
                alt=""
                boxSize="12"
                objectFit="contain"
                rounded="sm"
                borderWidth="1px"
              />
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => props.onImagem({ tirar: true })}
              >
                <X /> Tirar imagem
              </Button>
            </HStack>
          )}
          <Input
            type="file"
            p="1"
            accept={IMAGENS.join(',')}
            aria-label="Imagem do produto"
            onChange={(e) => {
              const f = e.target.files?.[0];
              props.onImagem(f ? { arquivo: f } : null);
            }}
          />
          {props.imagem && 'tirar' in props.imagem && (
            <Text fontSize="xs" color="fg.muted">
              A imagem será retirada ao salvar.
            </Text>
          )}
        </Stack>
      </FormField>
      <FormField
        label="Datasheet (PDF)"
        error={props.erros.datasheet}
        helper={datasheetAtual ? undefined : 'Até 10 MB.'}
      >
        <Stack gap="2" w="full">
          {p && datasheetAtual && (
            <HStack gap="2" wrap="wrap">
              <Button
                size="xs"
                variant="outline"
                onClick={() => void baixarArquivo(`produtos/${p.uuid}/datasheet`, datasheetAtual.nome)}
              >
                <Download /> {datasheetAtual.nome} ({tamanho(datasheetAtual.tamanho)})
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => props.onDatasheet({ tirar: true })}
              >
                <X /> Tirar
              </Button>
            </HStack>
          )}
          <Input
            type="file"
            p="1"
            accept="application/pdf,.pdf"
            aria-label="Datasheet do produto"
            onChange={(e) => {
              const f = e.target.files?.[0];
              props.onDatasheet(f ? { arquivo: f } : null);
            }}
          />
          {props.datasheet && 'tirar' in props.datasheet && (
            <Text fontSize="xs" color="fg.muted">
              O datasheet será retirado ao salvar.
            </Text>
          )}
        </Stack>
      </FormField>
    </SimpleGrid>
  );
}
