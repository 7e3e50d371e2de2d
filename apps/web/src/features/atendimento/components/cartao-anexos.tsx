import { Box, Button, HStack, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared';
import { ANEXO_MAX_BYTES, type Anexo, type TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import { Download, FileText, Image, Paperclip, Trash2, Upload } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { baixarArquivo } from '../../../lib/download.ts';
import { caminhoDoCartao, useAnexos, useEnviarAnexo, useExcluirAnexo } from './cartao-api.ts';
import { tamanhoDoArquivo, tempoRelativo } from './cartao-textos.ts';

interface Envio {
  id: number;
  nome: string;
  fracao: number;
  erro: string | null;
}

const MAX_MB = ANEXO_MAX_BYTES / (1024 * 1024);

function ItemDoAnexo(props: { a: Anexo; caminho: string; onExcluir(): void }) {
  const { a } = props;
  const Icone = a.tipo.startsWith('image/') ? Image : FileText;
  return (
    <HStack as="li" gap="3" py="1.5" data-testid="anexo">
      <Icone size={18} aria-hidden />
      <Stack gap="0" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate title={a.nome}>
          {a.nome}
        </Text>
        <Text fontSize="xs" color="fg.muted" title={formatDataHora(a.criado_em)}>
          {tamanhoDoArquivo(a.tamanho)} · {a.autor?.nome ?? 'Usuário excluído'} · {tempoRelativo(a.criado_em)}
        </Text>
      </Stack>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Baixar ${a.nome}`}
        onClick={() => void baixarArquivo(`${props.caminho}/${a.uuid}`, a.nome)}
      >
        <Download />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label={`Excluir ${a.nome}`} onClick={props.onExcluir}>
        <Trash2 />
      </IconButton>
    </HStack>
  );
}

/**
 * The card's files (PDFs and images): download, delete, and add by the button or by dropping
 * them on the area, each with its progress; the server judges the file by its bytes and its
 * refusal (422) is shown beside the file's name.
 */
export function CartaoAnexos(props: { tipo: TipoCartao; uuid: string }) {
  const anexos = useAnexos(props.tipo, props.uuid);
  const enviar = useEnviarAnexo(props.tipo, props.uuid);
  const excluir = useExcluirAnexo(props.tipo, props.uuid);
  const [envios, setEnvios] = useState<Envio[]>([]);
  const [sobre, setSobre] = useState(false);
  const [excluindo, setExcluindo] = useState<Anexo | null>(null);
  const entrada = useRef<HTMLInputElement>(null);
  const proximo = useRef(0);
  const caminho = `${caminhoDoCartao(props.tipo, props.uuid)}/anexos`;

  const mudar = (id: number, m: Partial<Envio>) =>
    setEnvios((l) => l.map((e) => (e.id === id ? { ...e, ...m } : e)));

  async function enviarArquivos(arquivos: File[]) {
    for (const arquivo of arquivos) {
      const id = ++proximo.current;
      const grande = arquivo.size > ANEXO_MAX_BYTES;
      setEnvios((l) => [
        ...l,
        { id, nome: arquivo.name, fracao: 0, erro: grande ? `O arquivo passa de ${MAX_MB} MB` : null },
      ]);
      if (grande) continue;
      try {
        await enviar.mutateAsync({ arquivo, progresso: (fracao) => mudar(id, { fracao }) });
        setEnvios((l) => l.filter((e) => e.id !== id));
      } catch (err) {
        mudar(id, { erro: errorMessage(err) });
      }
    }
  }

  const soltar = (e: DragEvent) => {
    e.preventDefault();
    setSobre(false);
    void enviarArquivos([...e.dataTransfer.files]);
  };
  const lista = anexos.data?.data ?? [];

  return (
    <Stack gap="3">
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={sobre ? 'orange.solid' : 'border'}
        bg={sobre ? 'orange.subtle' : undefined}
        rounded="md"
        p="4"
        textAlign="center"
        data-testid="area-de-anexos"
        onDragOver={(e) => {
          e.preventDefault();
          setSobre(true);
        }}
        onDragLeave={() => setSobre(false)}
        onDrop={soltar}
      >
        <Stack gap="2" align="center">
          <Text fontSize="sm" color="fg.muted">
            Arraste PDFs ou imagens para cá (até {MAX_MB} MB cada)
          </Text>
          <Button size="sm" variant="outline" onClick={() => entrada.current?.click()}>
            <Upload /> Anexar arquivo
          </Button>
          <input
            ref={entrada}
            type="file"
            multiple
            hidden
            accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
            aria-label="Arquivos para anexar"
            onChange={(e) => {
              const arquivos = [...(e.target.files ?? [])];
              e.target.value = '';
              void enviarArquivos(arquivos);
            }}
          />
        </Stack>
      </Box>

      {envios.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Envios">
          {envios.map((e) => (
            <Stack as="li" key={e.id} gap="1" data-testid="envio">
              <HStack justify="space-between" gap="2">
                <Text fontSize="sm" truncate>
                  {e.nome}
                </Text>
                {e.erro && (
                  <Button
                    size="2xs"
                    variant="ghost"
                    onClick={() => setEnvios((l) => l.filter((x) => x.id !== e.id))}
                  >
                    Dispensar
                  </Button>
                )}
              </HStack>
              {e.erro ? (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {e.erro}
                </Text>
              ) : (
                <Progress.Root size="xs" value={Math.round(e.fracao * 100)} colorPalette="orange">
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                  <Progress.Label srOnly>Enviando {e.nome}</Progress.Label>
                </Progress.Root>
              )}
            </Stack>
          ))}
        </Stack>
      )}

      {anexos.isLoading && (
        <Text fontSize="sm" color="fg.muted" role="status">
          Carregando anexos…
        </Text>
      )}
      {anexos.isError && !anexos.data && (
        <HStack>
          <Text fontSize="sm" color="fg.error">
            Não foi possível carregar os anexos.
          </Text>
          <Button size="xs" variant="outline" onClick={() => void anexos.refetch()}>
            Tentar de novo
          </Button>
        </HStack>
      )}
      {anexos.isSuccess && lista.length === 0 && (
        <HStack color="fg.muted" gap="2">
          <Paperclip size={16} aria-hidden />
          <Text fontSize="sm">Nenhum anexo ainda.</Text>
        </HStack>
      )}
      {lista.length > 0 && (
        <Box as="ul" listStyleType="none" aria-label="Anexos">
          {lista.map((a) => (
            <ItemDoAnexo key={a.uuid} a={a} caminho={caminho} onExcluir={() => setExcluindo(a)} />
          ))}
        </Box>
      )}
      <ConfirmarDialog
        open={excluindo !== null}
        onOpenChange={(aberto) => !aberto && setExcluindo(null)}
        title="Excluir o anexo?"
        confirmar="Excluir"
        sucesso="Anexo excluído"
        acao={() => (excluindo ? excluir.mutateAsync(excluindo) : Promise.resolve())}
      >
        <Text>{excluindo?.nome} sai do cartão para todos. Isso não pode ser desfeito.</Text>
      </ConfirmarDialog>
    </Stack>
  );
}
