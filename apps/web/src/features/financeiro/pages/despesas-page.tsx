import { Wallet } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function DespesasPage() {
  return (
    <PlaceholderScreen
      title="Despesas"
      subtitle="Contas a pagar"
      description="O módulo de despesas chegará em breve."
      icon={<Wallet />}
    />
  );
}
