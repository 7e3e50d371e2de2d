import { Receipt } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function UsinaFaturaPage() {
  return (
    <PlaceholderScreen
      title="Fatura da usina"
      subtitle="Faturas, créditos e economia da usina"
      description="As faturas da concessionária, o saldo de créditos e a economia desta usina aparecerão aqui."
      icon={<Receipt />}
    />
  );
}
