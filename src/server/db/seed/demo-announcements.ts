import type { AnnouncementTranslations } from '../../../shared/system-config/announcement-translations';
import type { Tx } from '../client';
import { announcements } from '../schema';
import type { SeedClock } from './clock';

interface SeedAnnouncement {
  title: string;
  body: string;
  priority: 'high' | 'medium' | 'low';
  publishedDaysAgo: number;
  /** The demo's announcements ship in every family language (issue 50). */
  translations: AnnouncementTranslations;
}

const ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    title: 'New evening training sessions',
    body: 'Pre-approval training now also runs on Tuesday and Thursday evenings from 6 to 9 pm. Ask your training coordinator to switch sessions.',
    priority: 'high',
    publishedDaysAgo: 2,
    translations: {
      es: {
        title: 'Nuevas sesiones de capacitación por la tarde',
        body: 'La capacitación previa a la aprobación ahora también se ofrece los martes y jueves de 6 a 9 pm. Pida a su coordinador de capacitación que cambie sus sesiones.',
      },
      zh: {
        title: '新增晚間培訓課程',
        body: '核准前培訓現在也於每週二和週四晚上 6 點至 9 點舉行。如需更換場次，請洽詢您的培訓協調員。',
      },
      vi: {
        title: 'Các buổi đào tạo buổi tối mới',
        body: 'Khóa đào tạo trước khi phê duyệt nay cũng có vào tối thứ Ba và thứ Năm, từ 6 đến 9 giờ tối. Hãy nhờ điều phối viên đào tạo đổi buổi học cho quý vị.',
      },
      tl: {
        title: 'Mga bagong sesyon ng pagsasanay sa gabi',
        body: 'Ang pagsasanay bago ang pag-apruba ay ginaganap na rin tuwing Martes at Huwebes ng gabi mula 6 hanggang 9 pm. Hilingin sa inyong training coordinator na ilipat ang inyong mga sesyon.',
      },
    },
  },
  {
    title: 'Live Scan fees are covered',
    body: 'The agency pays Live Scan fingerprinting fees for every adult in an applying household. Bring the LIC 9163 form to your appointment.',
    priority: 'medium',
    publishedDaysAgo: 9,
    translations: {
      es: {
        title: 'La agencia cubre el costo de Live Scan',
        body: 'La agencia paga las huellas digitales de Live Scan de cada adulto de un hogar solicitante. Lleve el formulario LIC 9163 a su cita.',
      },
      zh: {
        title: 'Live Scan 費用由機構支付',
        body: '機構為申請家庭中每位成年人支付 Live Scan 指紋費用。請攜帶 LIC 9163 表格前往預約。',
      },
      vi: {
        title: 'Phí Live Scan được chi trả',
        body: 'Cơ quan chi trả phí lấy dấu vân tay Live Scan cho mỗi người lớn trong gia đình nộp đơn. Hãy mang theo mẫu LIC 9163 khi đến cuộc hẹn.',
      },
      tl: {
        title: 'Sagot ng ahensya ang bayad sa Live Scan',
        body: 'Binabayaran ng ahensya ang Live Scan fingerprinting ng bawat nasa hustong gulang sa nag-aaplay na sambahayan. Dalhin ang form na LIC 9163 sa inyong appointment.',
      },
    },
  },
  {
    title: 'Resource family support group',
    body: 'Join other resource families on the first Saturday of each month at 10 am in the community room. Childcare is provided.',
    priority: 'low',
    publishedDaysAgo: 16,
    translations: {
      es: {
        title: 'Grupo de apoyo para familias de recursos',
        body: 'Reúnase con otras familias de recursos el primer sábado de cada mes a las 10 am en el salón comunitario. Hay cuidado de niños.',
      },
      zh: {
        title: '資源家庭支持小組',
        body: '每月第一個星期六上午 10 點在社區活動室與其他資源家庭交流。現場提供托兒服務。',
      },
      vi: {
        title: 'Nhóm hỗ trợ gia đình nuôi dưỡng',
        body: 'Hãy tham gia cùng các gia đình nuôi dưỡng khác vào thứ Bảy đầu tiên mỗi tháng lúc 10 giờ sáng tại phòng sinh hoạt cộng đồng. Có dịch vụ giữ trẻ.',
      },
      tl: {
        title: 'Support group para sa mga resource family',
        body: 'Makisama sa ibang resource family tuwing unang Sabado ng bawat buwan, alas-10 ng umaga, sa community room. May nag-aalaga ng mga bata.',
      },
    },
  },
];

/** Agency announcements shown on the family dashboard, published by the demo admin. */
export async function seedAnnouncements(tx: Tx, clock: SeedClock, authorId: string): Promise<void> {
  await tx.insert(announcements).values(
    ANNOUNCEMENTS.map(({ publishedDaysAgo, ...announcement }) => ({
      ...announcement,
      publishedAt: clock.at(-publishedDaysAgo),
      createdBy: authorId,
      createdAt: clock.at(-publishedDaysAgo),
    })),
  );
}
