import type { DisruptionReason, FlightOperationStatus } from '@skybook/domain/flight-operation';
import type { Language } from '@skybook/domain/languages';

/**
 * Every word of the flight-operation certificate PDF, in the eight site languages. Placeholders
 * are function parameters, so a translation cannot drop one.
 */
export interface CertificateLabels {
  documentTitle: string;
  certificateNumber: string;
  bookingCode: string;
  issuedOn: string;
  /** The certifying sentence above the flights. */
  statement: (locator: string) => string;
  passengers: string;
  flights: string;
  localTimes: string;
  flight: string;
  route: string;
  scheduled: string;
  actual: string;
  status: string;
  delay: string;
  reason: string;
  departs: string;
  arrives: string;
  statuses: Record<FlightOperationStatus, string>;
  notRecorded: string;
  reasons: Record<DisruptionReason, string>;
  minutes: (minutes: number) => string;
  closing: string;
  pageOf: (page: number, pages: number) => string;
}

const vi: CertificateLabels = {
  documentTitle: 'Giấy xác nhận tình trạng chuyến bay',
  certificateNumber: 'Số giấy xác nhận',
  bookingCode: 'Mã đặt chỗ',
  issuedOn: 'Ngày cấp',
  statement: (locator) =>
    `Skybook xác nhận (các) chuyến bay dưới đây của đặt chỗ ${locator} đã được khai thác như sau, đối với những hành khách có tên trong giấy này.`,
  passengers: 'Hành khách',
  flights: 'Tình trạng chuyến bay',
  localTimes: 'Giờ hiển thị là giờ địa phương tại từng sân bay.',
  flight: 'Chuyến bay',
  route: 'Hành trình',
  scheduled: 'Theo lịch',
  actual: 'Thực tế',
  status: 'Tình trạng',
  delay: 'Thời gian trễ',
  reason: 'Lý do',
  departs: 'Cất cánh',
  arrives: 'Hạ cánh',
  statuses: { operated: 'Đã khai thác', delayed: 'Bị trễ', cancelled: 'Bị hủy', diverted: 'Chuyển hướng' },
  notRecorded: 'Chưa có thông tin',
  reasons: {
    weather: 'Thời tiết',
    technical: 'Kỹ thuật',
    atc: 'Điều hành bay (kiểm soát không lưu)',
    crew: 'Tổ bay',
    late_aircraft: 'Tàu bay về muộn',
    airport: 'Sân bay',
    other: 'Lý do khác',
  },
  minutes: (minutes) => `${String(minutes)} phút`,
  closing:
    'Giấy xác nhận này được cấp theo yêu cầu của hành khách để nộp cho công ty bảo hiểm hoặc cơ quan, đơn vị liên quan.',
  pageOf: (page, pages) => `Trang ${String(page)}/${String(pages)}`,
};

const en: CertificateLabels = {
  documentTitle: 'Flight operation certificate',
  certificateNumber: 'Certificate number',
  bookingCode: 'Booking code',
  issuedOn: 'Issued',
  statement: (locator) =>
    `Skybook certifies that the flight(s) below of booking ${locator} operated as follows, for the passengers named in this certificate.`,
  passengers: 'Passengers',
  flights: 'Flight operation',
  localTimes: 'Times are local at each airport.',
  flight: 'Flight',
  route: 'Route',
  scheduled: 'Scheduled',
  actual: 'Actual',
  status: 'Status',
  delay: 'Delay',
  reason: 'Reason',
  departs: 'Dep.',
  arrives: 'Arr.',
  statuses: { operated: 'Operated', delayed: 'Delayed', cancelled: 'Cancelled', diverted: 'Diverted' },
  notRecorded: 'Not recorded yet',
  reasons: {
    weather: 'Weather',
    technical: 'Technical',
    atc: 'Air traffic control',
    crew: 'Crew',
    late_aircraft: 'Late arrival of the aircraft',
    airport: 'Airport',
    other: 'Other',
  },
  minutes: (minutes) => `${String(minutes)} min`,
  closing:
    'This certificate is issued at the passenger’s request, for an insurer, an employer or any other party concerned.',
  pageOf: (page, pages) => `Page ${String(page)} of ${String(pages)}`,
};

const th: CertificateLabels = {
  documentTitle: 'ใบรับรองสถานะเที่ยวบิน',
  certificateNumber: 'เลขที่ใบรับรอง',
  bookingCode: 'รหัสการจอง',
  issuedOn: 'วันที่ออก',
  statement: (locator) =>
    `Skybook ขอรับรองว่าเที่ยวบินด้านล่างของการจอง ${locator} ได้ปฏิบัติการบินดังนี้ สำหรับผู้โดยสารที่มีชื่อในใบรับรองนี้`,
  passengers: 'ผู้โดยสาร',
  flights: 'สถานะเที่ยวบิน',
  localTimes: 'เวลาที่แสดงเป็นเวลาท้องถิ่นของแต่ละสนามบิน',
  flight: 'เที่ยวบิน',
  route: 'เส้นทาง',
  scheduled: 'ตามตาราง',
  actual: 'จริง',
  status: 'สถานะ',
  delay: 'ความล่าช้า',
  reason: 'สาเหตุ',
  departs: 'ออก',
  arrives: 'ถึง',
  statuses: { operated: 'ปฏิบัติการบินแล้ว', delayed: 'ล่าช้า', cancelled: 'ยกเลิก', diverted: 'เปลี่ยนเส้นทาง' },
  notRecorded: 'ยังไม่มีข้อมูล',
  reasons: {
    weather: 'สภาพอากาศ',
    technical: 'ปัญหาทางเทคนิค',
    atc: 'การควบคุมการจราจรทางอากาศ',
    crew: 'ลูกเรือ',
    late_aircraft: 'เครื่องบินมาถึงล่าช้า',
    airport: 'สนามบิน',
    other: 'อื่น ๆ',
  },
  minutes: (minutes) => `${String(minutes)} นาที`,
  closing: 'ใบรับรองนี้ออกตามคำขอของผู้โดยสาร เพื่อใช้กับบริษัทประกันภัย นายจ้าง หรือผู้เกี่ยวข้องอื่น',
  pageOf: (page, pages) => `หน้า ${String(page)}/${String(pages)}`,
};

const ko: CertificateLabels = {
  documentTitle: '항공편 운항 확인서',
  certificateNumber: '확인서 번호',
  bookingCode: '예약 번호',
  issuedOn: '발급일',
  statement: (locator) =>
    `Skybook은 예약 ${locator}의 아래 항공편이 이 확인서에 기재된 승객에 대해 다음과 같이 운항되었음을 확인합니다.`,
  passengers: '승객',
  flights: '운항 현황',
  localTimes: '시간은 각 공항의 현지 시간입니다.',
  flight: '항공편',
  route: '구간',
  scheduled: '예정',
  actual: '실제',
  status: '상태',
  delay: '지연',
  reason: '사유',
  departs: '출발',
  arrives: '도착',
  statuses: { operated: '정상 운항', delayed: '지연', cancelled: '결항', diverted: '회항' },
  notRecorded: '기록 없음',
  reasons: {
    weather: '기상',
    technical: '기술적 문제',
    atc: '항공 교통 관제',
    crew: '승무원',
    late_aircraft: '항공기 연결 지연',
    airport: '공항',
    other: '기타',
  },
  minutes: (minutes) => `${String(minutes)}분`,
  closing: '이 확인서는 승객의 요청에 따라 보험사, 고용주 또는 기타 관계자 제출용으로 발급됩니다.',
  pageOf: (page, pages) => `${String(page)}/${String(pages)} 페이지`,
};

const zhCN: CertificateLabels = {
  documentTitle: '航班运行证明',
  certificateNumber: '证明编号',
  bookingCode: '订座编号',
  issuedOn: '开具日期',
  statement: (locator) => `Skybook 兹证明，订座 ${locator} 的下列航班对本证明所列旅客的运行情况如下。`,
  passengers: '旅客',
  flights: '航班运行情况',
  localTimes: '所示时间均为各机场当地时间。',
  flight: '航班',
  route: '航线',
  scheduled: '计划',
  actual: '实际',
  status: '状态',
  delay: '延误',
  reason: '原因',
  departs: '起飞',
  arrives: '到达',
  statuses: { operated: '正常运行', delayed: '延误', cancelled: '取消', diverted: '备降' },
  notRecorded: '暂无记录',
  reasons: {
    weather: '天气',
    technical: '技术原因',
    atc: '空中交通管制',
    crew: '机组',
    late_aircraft: '前序航班晚到',
    airport: '机场',
    other: '其他',
  },
  minutes: (minutes) => `${String(minutes)} 分钟`,
  closing: '本证明应旅客要求开具，供保险公司、雇主或其他相关方使用。',
  pageOf: (page, pages) => `第 ${String(page)}/${String(pages)} 页`,
};

const zhTW: CertificateLabels = {
  documentTitle: '航班運行證明',
  certificateNumber: '證明編號',
  bookingCode: '訂位代號',
  issuedOn: '開立日期',
  statement: (locator) => `Skybook 茲證明，訂位 ${locator} 的下列航班對本證明所列旅客的運行情況如下。`,
  passengers: '旅客',
  flights: '航班運行情況',
  localTimes: '所示時間均為各機場當地時間。',
  flight: '航班',
  route: '航線',
  scheduled: '預定',
  actual: '實際',
  status: '狀態',
  delay: '延誤',
  reason: '原因',
  departs: '起飛',
  arrives: '抵達',
  statuses: { operated: '正常運行', delayed: '延誤', cancelled: '取消', diverted: '轉降' },
  notRecorded: '尚無紀錄',
  reasons: {
    weather: '天氣',
    technical: '技術原因',
    atc: '航空交通管制',
    crew: '機組',
    late_aircraft: '前班航機晚到',
    airport: '機場',
    other: '其他',
  },
  minutes: (minutes) => `${String(minutes)} 分鐘`,
  closing: '本證明應旅客要求開立，供保險公司、雇主或其他相關方使用。',
  pageOf: (page, pages) => `第 ${String(page)}/${String(pages)} 頁`,
};

const ja: CertificateLabels = {
  documentTitle: '運航証明書',
  certificateNumber: '証明書番号',
  bookingCode: '予約番号',
  issuedOn: '発行日',
  statement: (locator) =>
    `Skybook は、予約 ${locator} の下記の便が、本証明書に記載のお客様について次のとおり運航されたことを証明します。`,
  passengers: 'ご搭乗者',
  flights: '運航状況',
  localTimes: '時刻は各空港の現地時刻です。',
  flight: '便名',
  route: '区間',
  scheduled: '定刻',
  actual: '実績',
  status: '状況',
  delay: '遅延',
  reason: '理由',
  departs: '出発',
  arrives: '到着',
  statuses: { operated: '運航', delayed: '遅延', cancelled: '欠航', diverted: 'ダイバート' },
  notRecorded: '記録なし',
  reasons: {
    weather: '天候',
    technical: '機材の技術的理由',
    atc: '航空交通管制',
    crew: '乗務員',
    late_aircraft: '機材到着遅れ',
    airport: '空港',
    other: 'その他',
  },
  minutes: (minutes) => `${String(minutes)}分`,
  closing: '本証明書は、お客様のご依頼により、保険会社、勤務先その他の関係先への提出用に発行するものです。',
  pageOf: (page, pages) => `${String(page)} / ${String(pages)} ページ`,
};

const ru: CertificateLabels = {
  documentTitle: 'Справка о выполнении рейса',
  certificateNumber: 'Номер справки',
  bookingCode: 'Код бронирования',
  issuedOn: 'Дата выдачи',
  statement: (locator) =>
    `Skybook подтверждает, что указанные ниже рейсы бронирования ${locator} были выполнены следующим образом для пассажиров, названных в этой справке.`,
  passengers: 'Пассажиры',
  flights: 'Выполнение рейсов',
  localTimes: 'Время указано местное для каждого аэропорта.',
  flight: 'Рейс',
  route: 'Маршрут',
  scheduled: 'По расписанию',
  actual: 'Фактически',
  status: 'Статус',
  delay: 'Задержка',
  reason: 'Причина',
  departs: 'Выл.',
  arrives: 'Приб.',
  statuses: { operated: 'Выполнен', delayed: 'Задержан', cancelled: 'Отменён', diverted: 'Ушёл на запасной' },
  notRecorded: 'Нет сведений',
  reasons: {
    weather: 'Погодные условия',
    technical: 'Техническая причина',
    atc: 'Управление воздушным движением',
    crew: 'Экипаж',
    late_aircraft: 'Позднее прибытие самолёта',
    airport: 'Аэропорт',
    other: 'Другое',
  },
  minutes: (minutes) => `${String(minutes)} мин`,
  closing:
    'Справка выдана по просьбе пассажира для страховой компании, работодателя или иной заинтересованной стороны.',
  pageOf: (page, pages) => `Страница ${String(page)} из ${String(pages)}`,
};

export const CERTIFICATE_LABELS: Readonly<Record<Language, CertificateLabels>> = {
  vi,
  en,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ru,
};
