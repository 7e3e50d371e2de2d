import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { MESES } from '@irradia/shared';
import { FileUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { type FaturaDaProposta, useLerFaturaDaProposta } from '../api.ts';
import { kwh } from '../campos.ts';
import { preencherMeses, preencherVazios } from '../preencher-consumo.ts';
import type { FormDaProposta } from './proposta-secoes.tsx';

// Decision 036: invoice PDFs dropped on the proposal, read one by one by the invoice reader. Each
// fills the calendar month of its reference; a month no invoice covers stays as it was (never
// guessed). Tariff, fornecimento and modalidade come from the newest invoice that has each, only
// where the form is empty. Nothing is saved until "Salvar e calcular".

/** A year of invoices at a time: one per calendar month. */
const MAX_FATURAS = 12;

const FEITOS = {
  fornecimento: 'o fornecimento',
  modalidade: 'a modalidade',
  tarifa: 'a tarifa da fatura mais recente',
} as const;

interface Resultado {
  /** The file's place in the batch (two files may share a name). */
  ordem: number;
  nome: string;
  texto: string;
  ok: boolean;
}

/** "janeiro/2025" from "2025-01". */
const mesPorExtenso = (mes: string) =>
  `${MESES[Number(mes.slice(5, 7)) - 1]?.toLowerCase() ?? mes}/${mes.slice(0, 4)}`;

const plural = (n: number, um: string, varios: string) => (n === 1 ? `1 ${um}` : `${n} ${varios}`);

/** "Ler faturas em PDF": a file button and a drop zone for up to 12 invoice PDFs. */
export function FaturasEmPdf({ form, uuid }: { form: FormDaProposta; uuid: string }) {
  const ler = useLerFaturaDaProposta(uuid);
  const entrada = useRef<HTMLInputElement>(null);
  const [progresso, setProgresso] = useState<{ atual: number; total: number } | null>(null);
  const [resultados, setResultados] = useState<Resultado[]>([]);
  const [resumo, setResumo] = useState<string | null>(null);
  const [arrastando, setArrastando] = useState(false);

  const lerTodas = async (arquivos: File[]) => {
    if (progresso || arquivos.length === 0) return;
    setResultados([]);
    if (arquivos.length > MAX_FATURAS) {
      setResumo(`Escolha no máximo ${MAX_FATURAS} faturas de uma vez (uma por mês).`);
      return;
    }
    setResumo(null);
    const lidas: FaturaDaProposta[] = [];
    const linhas: Resultado[] = [];
    /** The reference month that filled each calendar month in this batch: the newest one wins. */
    const usados = new Map<number, string>();

    const aplicar = (f: FaturaDaProposta): string => {
      if (!f.mes_referencia) return 'mês de referência não lido; nenhum mês foi preenchido';
      const rotulo = mesPorExtenso(f.mes_referencia);
      if (f.consumo_kwh === null) return `${rotulo}, consumo não lido; o mês ficou como estava`;
      const i = Number(f.mes_referencia.slice(5, 7)) - 1;
      const anterior = usados.get(i);
      if (anterior && anterior > f.mes_referencia)
        return `${rotulo}, ${kwh(f.consumo_kwh)}; não usado: a fatura de ${mesPorExtenso(anterior)} é mais recente`;
      preencherMeses(
        form,
        Array.from({ length: 12 }, (_, m) => (m === i ? f.consumo_kwh : undefined)),
      );
      usados.set(i, f.mes_referencia);
      return `${rotulo}, ${kwh(f.consumo_kwh)}`;
    };

    for (const [n, arquivo] of arquivos.entries()) {
      setProgresso({ atual: n + 1, total: arquivos.length });
      try {
        const { data } = await ler.mutateAsync(arquivo);
        lidas.push(data);
        linhas.push({ ordem: n, nome: arquivo.name, ok: true, texto: aplicar(data) });
      } catch (err) {
        linhas.push({ ordem: n, nome: arquivo.name, ok: false, texto: errorMessage(err) });
      }
      setResultados([...linhas]);
    }
    setProgresso(null);

    const recentes = [...lidas].sort((a, b) =>
      (b.mes_referencia ?? '').localeCompare(a.mes_referencia ?? ''),
    );
    const primeiro = <T,>(de: (f: FaturaDaProposta) => T | null) =>
      recentes.map(de).find((v) => v !== null) ?? null;
    const outros = preencherVazios(form, {
      fornecimento: primeiro((f) => f.fornecimento),
      modalidade: primeiro((f) => f.modalidade),
      tarifa: primeiro((f) => f.tarifa_rs_kwh),
    }).map((c) => FEITOS[c]);
    const frase = [
      `${plural(lidas.length, 'fatura lida', 'faturas lidas')} de ${arquivos.length}; ${plural(usados.size, 'mês preenchido', 'meses preenchidos')}.`,
    ];
    if (outros.length) frase.push(`Também ${outros.join(', ')}.`);
    if (usados.size) frase.push('Confira e clique em "Salvar e calcular" para guardar.');
    setResumo(frase.join(' '));
  };

  const soltar = (e: DragEvent) => {
    e.preventDefault();
    setArrastando(false);
    void lerTodas([...e.dataTransfer.files]);
  };

  return (
    <Stack gap="2">
      <Box
        borderWidth="1px"
        borderStyle="dashed"
        borderColor={arrastando ? 'orange.solid' : 'border'}
        bg={arrastando ? 'orange.subtle' : undefined}
        rounded="md"
        p="3"
        onDragOver={(e) => {
          e.preventDefault();
          setArrastando(true);
        }}
        onDragLeave={() => setArrastando(false)}
        onDrop={soltar}
        data-testid="soltar-faturas"
      >
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
          <Button
            variant="outline"
            onClick={() => entrada.current?.click()}
            loading={progresso !== null}
            loadingText="Lendo faturas…"
          >
            <FileUp aria-hidden /> Ler faturas em PDF
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Ou arraste até aqui os PDFs das faturas (até {MAX_FATURAS}, 5 MB cada): cada uma preenche o mês
            dela.
          </Text>
        </Stack>
        <chakra.input
          ref={entrada}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          srOnly
          tabIndex={-1}
          aria-label="Faturas em PDF"
          onChange={(e) => {
            const arquivos = [...(e.target.files ?? [])];
            e.target.value = '';
            void lerTodas(arquivos);
          }}
        />
      </Box>
      <Text fontSize="sm" role="status" aria-live="polite">
        {progresso ? `Lendo ${progresso.atual} de ${progresso.total}…` : resumo}
      </Text>
      {resultados.length > 0 && (
        <chakra.ul aria-label="Faturas lidas" listStyleType="none" display="grid" gap="1">
          {resultados.map((r) => (
            <Text as="li" key={r.ordem} fontSize="sm" color={r.ok ? undefined : 'fg.error'}>
              {r.nome}: {r.texto}
            </Text>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
