import { Receipt } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function FaturaPage() {
  return (
    <PlaceholderScreen
      title="Fatura"
      subtitle="Detalhes da fatura"
      description="Os valores, créditos e a economia desta fatura aparecerão aqui."
      icon={<Receipt />}
    />
  );
}
