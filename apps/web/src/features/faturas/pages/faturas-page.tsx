import { Receipt } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function FaturasPage() {
  return (
    <PlaceholderScreen
      title="Faturas"
      subtitle="Faturas das concessionárias"
      description="A lista de faturas importadas das concessionárias, com filtros e totais, aparecerá aqui."
      icon={<Receipt />}
    />
  );
}
