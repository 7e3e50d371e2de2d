import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { FileUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { type Leitura, useLerPdf } from '../api.ts';
import { ConferirFatura } from './conferir-fatura.tsx';
import { SenhaPdf } from './senha-pdf.tsx';
import { tamanhoDoDialogo } from './tamanho-dialogo.ts';

const PDF_MAX_BYTES = 5 * 1024 * 1024;

/** A reading that stopped at the PDF's password. */
const protegido = (l: Leitura | null) => l?.leitura.ok === false && l.leitura.motivo === 'protegido';

/**
 * Spec §3/§5 invoice upload: the PDF is read by the server (asking for its password when locked),
 * then every field it read (or could not read, highlighted) is shown beside the PDF for the user
 * to confirm before the invoice is saved.
 */
export function EnviarFaturaDialog(props: { open: boolean; onOpenChange(open: boolean): void }) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string>();
  const [lida, setLida] = useState<Leitura | null>(null);
  const [senha, setSenha] = useState<{ aviso: string; erro?: string; pular: boolean } | null>(null);
  const ler = useLerPdf();

  function fechar(open: boolean) {
    props.onOpenChange(open);
    if (!open) outroArquivo();
  }

  function outroArquivo() {
    setArquivo(null);
    setErroArquivo(undefined);
    setLida(null);
    setSenha(null);
  }

  function lerComSenha(s: string) {
    if (!arquivo) return;
    ler.mutate(
      { arquivo, senha: s },
      {
        onSuccess: (r) => {
          setLida(r.data);
          const l = r.data.leitura;
          // A wrong password answers 'protegido' again: its message goes under the field.
          setSenha((a) => a && { ...a, erro: !l.ok && l.motivo === 'protegido' ? l.mensagem : undefined });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422)
            setSenha((a) => a && { ...a, erro: err.fieldErrors.senha });
          toastError(err);
        },
      },
    );
  }

  function enviarArquivo(e: FormEvent) {
    e.preventDefault();
    if (!arquivo) return setErroArquivo('Escolha o arquivo da fatura em PDF');
    if (arquivo.type && arquivo.type !== 'application/pdf' && !/\.pdf$/i.test(arquivo.name))
      return setErroArquivo('Envie a fatura em PDF');
    if (arquivo.size > PDF_MAX_BYTES) return setErroArquivo('A fatura em PDF deve ter no máximo 5 MB');
    setErroArquivo(undefined);
    ler.mutate(
      { arquivo },
      {
        onSuccess: (r) => {
          setLida(r.data);
          const l = r.data.leitura;
          setSenha(!l.ok && l.motivo === 'protegido' ? { aviso: l.mensagem, pular: false } : null);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422) setErroArquivo(err.fieldErrors.arquivo);
          toastError(err);
        },
      },
    );
  }

  const etapa = !lida ? 'arquivo' : protegido(lida) && !senha?.pular ? 'senha' : 'conferir';
  const titulos = {
    arquivo: 'Enviar fatura em PDF',
    senha: 'Fatura protegida por senha',
    conferir: 'Confira a fatura',
  };

  const tamanho = tamanhoDoDialogo(etapa === 'conferir');

  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => fechar(e.open)}
      size={tamanho.size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...tamanho.conteudo}>
            <Dialog.Header>
              <Dialog.Title>{titulos[etapa]}</Dialog.Title>
            </Dialog.Header>
            {!lida ? (
              <>
                <Dialog.Body>
                  <form id="form-pdf" onSubmit={enviarArquivo} noValidate>
                    <Stack gap="4">
                      <Text fontSize="sm" color="fg.muted">
                        Envie o PDF da fatura da concessionária (até 5 MB). O Irradia lê os valores e mostra
                        tudo para você conferir antes de salvar.
                      </Text>
                      <FormField label="Fatura em PDF" error={erroArquivo}>
                        <Input
                          type="file"
                          accept="application/pdf"
                          p="1.5"
                          onChange={(e) => {
                            setArquivo(e.target.files?.[0] ?? null);
                            setErroArquivo(undefined);
                          }}
                        />
                      </FormField>
                    </Stack>
                  </form>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Cancelar</Button>
                  </Dialog.ActionTrigger>
                  <Button
                    type="submit"
                    form="form-pdf"
                    colorPalette="orange"
                    loading={ler.isPending}
                    loadingText="Lendo a fatura…"
                  >
                    <FileUp /> Ler fatura
                  </Button>
                </Dialog.Footer>
              </>
            ) : etapa === 'senha' ? (
              <SenhaPdf
                mensagem={senha?.aviso ?? ''}
                erro={senha?.erro}
                lendo={ler.isPending}
                onEnviar={lerComSenha}
                onPreencher={() => setSenha((a) => a && { ...a, pular: true })}
                voltar={{ rotulo: 'Outro arquivo', onClick: outroArquivo }}
              />
            ) : (
              <ConferirFatura
                lida={lida}
                pdf={{ blob: arquivo ?? undefined, carregando: false, erro: null }}
                voltar={{ rotulo: 'Outro arquivo', onClick: outroArquivo }}
                onSalva={() => fechar(false)}
                ativa={props.open}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
