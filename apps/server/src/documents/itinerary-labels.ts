import type { Language } from '@skybook/domain/languages';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import type { FormTitle } from '@skybook/domain/passenger-titles';
import type { PaymentOutcome } from '@skybook/domain/payment-codes';

/** What a payment shows as: an outcome of its status, or `none` when no payment was started. */
export type PaymentDisplay = PaymentOutcome | 'none';

/**
 * Every word of the itinerary PDF and calendar file, in the eight site languages. Placeholders
 * are function parameters, so a translation cannot drop one.
 */
export interface ItineraryLabels {
  documentTitle: string;
  bookingCode: string;
  bookingStatus: string;
  statusPaid: string;
  statusUnpaid: string;
  payBefore: string;
  bookingDate: string;
  issuedOn: string;
  contact: string;
  name: string;
  email: string;
  phone: string;
  passengers: string;
  passengerTypes: Record<PassengerType, string>;
  /** Children and infants are addressed as Mstr or Miss (`formTitleOf`). */
  titles: Record<FormTitle, string>;
  flights: string;
  journeyDeparture: string;
  journeyReturn: string;
  journeyLeg: (number: number) => string;
  fare: string;
  flight: string;
  from: string;
  to: string;
  departs: string;
  arrives: string;
  aircraft: string;
  localTimes: string;
  seat: string;
  seatNotChosen: string;
  extras: string;
  noExtras: string;
  wholeTrip: string;
  charges: string;
  bookingCharges: string;
  subtotal: string;
  total: string;
  paid: string;
  toPay: string;
  /** The payment method's fee, charged on top of the booking (followed by the method's name). */
  paymentFee: string;
  paymentMethod: string;
  paymentStatus: string;
  notChosen: string;
  payment: Record<PaymentDisplay, string>;
  importantInformation: string;
  bringDocuments: string;
  gateCloses: (minutes: number) => string;
  holdNotice: (deadline: string) => string;
  pageOf: (page: number, pages: number) => string;
  /** Calendar event title. */
  eventSummary: (flight: string, fromCity: string, toCity: string) => string;
}

const vi: ItineraryLabels = {
  documentTitle: 'Hành trình chuyến bay',
  bookingCode: 'Mã đặt chỗ',
  bookingStatus: 'Trạng thái đặt chỗ',
  statusPaid: 'Đã thanh toán',
  statusUnpaid: 'Chưa thanh toán',
  payBefore: 'Thanh toán trước',
  bookingDate: 'Ngày đặt chỗ',
  issuedOn: 'Ngày xuất',
  contact: 'Thông tin liên hệ',
  name: 'Họ tên',
  email: 'Email',
  phone: 'Điện thoại',
  passengers: 'Hành khách',
  passengerTypes: { adult: 'Người lớn', child: 'Trẻ em', infant: 'Em bé' },
  titles: { Mr: 'Ông', Mrs: 'Bà', Ms: 'Cô', Mstr: 'Bé trai', Miss: 'Bé gái' },
  flights: 'Chi tiết chuyến bay',
  journeyDeparture: 'Chuyến đi',
  journeyReturn: 'Chuyến về',
  journeyLeg: (number) => `Chặng ${String(number)}`,
  fare: 'Hạng vé',
  flight: 'Chuyến bay',
  from: 'Từ',
  to: 'Đến',
  departs: 'Khởi hành',
  arrives: 'Đến nơi',
  aircraft: 'Tàu bay',
  localTimes: 'Giờ hiển thị là giờ địa phương tại từng sân bay.',
  seat: 'Ghế',
  seatNotChosen: 'Chưa chọn',
  extras: 'Dịch vụ bổ trợ',
  noExtras: 'Không có',
  wholeTrip: 'Toàn bộ chuyến đi',
  charges: 'Chi tiết giá',
  bookingCharges: 'Phí đặt chỗ',
  subtotal: 'Tạm tính',
  total: 'Tổng cộng',
  paid: 'Đã thanh toán',
  toPay: 'Còn phải trả',
  paymentFee: 'Phí thanh toán',
  paymentMethod: 'Phương thức thanh toán',
  paymentStatus: 'Trạng thái thanh toán',
  notChosen: 'Chưa chọn',
  payment: {
    success: 'Thành công',
    pending: 'Đang xử lý',
    error: 'Chưa được xác nhận',
    cancelled: 'Đã hủy',
    refused: 'Bị từ chối',
    none: 'Chưa thanh toán',
  },
  importantInformation: 'Thông tin quan trọng',
  bringDocuments: 'Vui lòng mang theo CCCD/hộ chiếu còn hiệu lực, trùng khớp với họ tên trên hành trình này.',
  gateCloses: (minutes) => `Cửa ra tàu bay đóng ${String(minutes)} phút trước giờ lên tàu bay.`,
  holdNotice: (deadline) =>
    `Đặt chỗ được giữ đến ${deadline}. Vui lòng thanh toán trước thời điểm này, nếu không đặt chỗ sẽ bị hủy.`,
  pageOf: (page, pages) => `Trang ${String(page)}/${String(pages)}`,
  eventSummary: (flight, fromCity, toCity) => `Chuyến bay ${flight}: ${fromCity} → ${toCity}`,
};

const en: ItineraryLabels = {
  documentTitle: 'Flight itinerary',
  bookingCode: 'Booking code',
  bookingStatus: 'Booking status',
  statusPaid: 'Paid',
  statusUnpaid: 'Unpaid',
  payBefore: 'Pay before',
  bookingDate: 'Booking date',
  issuedOn: 'Issued',
  contact: 'Contact',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  passengers: 'Passengers',
  passengerTypes: { adult: 'Adult', child: 'Child', infant: 'Infant' },
  titles: { Mr: 'Mr', Mrs: 'Mrs', Ms: 'Ms', Mstr: 'Mstr', Miss: 'Miss' },
  flights: 'Flight details',
  journeyDeparture: 'Departing flight',
  journeyReturn: 'Return flight',
  journeyLeg: (number) => `Leg ${String(number)}`,
  fare: 'Fare',
  flight: 'Flight',
  from: 'From',
  to: 'To',
  departs: 'Departs',
  arrives: 'Arrives',
  aircraft: 'Aircraft',
  localTimes: 'Times shown are local at each airport.',
  seat: 'Seat',
  seatNotChosen: 'Not chosen',
  extras: 'Extras',
  noExtras: 'None',
  wholeTrip: 'Whole trip',
  charges: 'Price details',
  bookingCharges: 'Booking charges',
  subtotal: 'Subtotal',
  total: 'Total',
  paid: 'Paid',
  toPay: 'Still to pay',
  paymentFee: 'Payment fee',
  paymentMethod: 'Payment method',
  paymentStatus: 'Payment status',
  notChosen: 'Not chosen',
  payment: {
    success: 'Successful',
    pending: 'Processing',
    error: 'Not confirmed',
    cancelled: 'Cancelled',
    refused: 'Refused',
    none: 'Not paid',
  },
  importantInformation: 'Important information',
  bringDocuments: 'Please bring a valid ID card or passport matching the names on this itinerary.',
  gateCloses: (minutes) => `The departure gate closes ${String(minutes)} minutes before boarding.`,
  holdNotice: (deadline) =>
    `This booking is held until ${deadline}. Please pay before then, or the booking will be cancelled.`,
  pageOf: (page, pages) => `Page ${String(page)} of ${String(pages)}`,
  eventSummary: (flight, fromCity, toCity) => `Flight ${flight}: ${fromCity} → ${toCity}`,
};

const th: ItineraryLabels = {
  documentTitle: 'รายละเอียดการเดินทาง',
  bookingCode: 'รหัสการจอง',
  bookingStatus: 'สถานะการจอง',
  statusPaid: 'ชำระเงินแล้ว',
  statusUnpaid: 'ยังไม่ชำระเงิน',
  payBefore: 'ชำระเงินก่อน',
  bookingDate: 'วันที่จอง',
  issuedOn: 'วันที่ออกเอกสาร',
  contact: 'ข้อมูลติดต่อ',
  name: 'ชื่อ',
  email: 'อีเมล',
  phone: 'โทรศัพท์',
  passengers: 'ผู้โดยสาร',
  passengerTypes: { adult: 'ผู้ใหญ่', child: 'เด็ก', infant: 'ทารก' },
  titles: { Mr: 'นาย', Mrs: 'นาง', Ms: 'นางสาว', Mstr: 'เด็กชาย', Miss: 'เด็กหญิง' },
  flights: 'รายละเอียดเที่ยวบิน',
  journeyDeparture: 'เที่ยวบินขาไป',
  journeyReturn: 'เที่ยวบินขากลับ',
  journeyLeg: (number) => `ช่วงที่ ${String(number)}`,
  fare: 'ประเภทบัตรโดยสาร',
  flight: 'เที่ยวบิน',
  from: 'จาก',
  to: 'ถึง',
  departs: 'ออกเดินทาง',
  arrives: 'ถึงปลายทาง',
  aircraft: 'เครื่องบิน',
  localTimes: 'เวลาที่แสดงเป็นเวลาท้องถิ่นของแต่ละสนามบิน',
  seat: 'ที่นั่ง',
  seatNotChosen: 'ยังไม่ได้เลือก',
  extras: 'บริการเสริม',
  noExtras: 'ไม่มี',
  wholeTrip: 'ตลอดการเดินทาง',
  charges: 'รายละเอียดราคา',
  bookingCharges: 'ค่าธรรมเนียมการจอง',
  subtotal: 'ยอดรวมย่อย',
  total: 'ยอดรวมทั้งหมด',
  paid: 'ชำระแล้ว',
  toPay: 'ยอดที่ต้องชำระ',
  paymentFee: 'ค่าธรรมเนียมการชำระเงิน',
  paymentMethod: 'วิธีการชำระเงิน',
  paymentStatus: 'สถานะการชำระเงิน',
  notChosen: 'ยังไม่ได้เลือก',
  payment: {
    success: 'สำเร็จ',
    pending: 'กำลังดำเนินการ',
    error: 'ยังไม่ได้รับการยืนยัน',
    cancelled: 'ยกเลิกแล้ว',
    refused: 'ถูกปฏิเสธ',
    none: 'ยังไม่ชำระเงิน',
  },
  importantInformation: 'ข้อมูลสำคัญ',
  bringDocuments: 'โปรดนำบัตรประจำตัวหรือหนังสือเดินทางที่ยังไม่หมดอายุและมีชื่อตรงกับรายละเอียดการเดินทางนี้มาด้วย',
  gateCloses: (minutes) => `ประตูขึ้นเครื่องปิด ${String(minutes)} นาทีก่อนเวลาขึ้นเครื่อง`,
  holdNotice: (deadline) => `การจองนี้จะถูกเก็บไว้จนถึง ${deadline} โปรดชำระเงินก่อนเวลาดังกล่าว มิฉะนั้นการจองจะถูกยกเลิก`,
  pageOf: (page, pages) => `หน้า ${String(page)} จาก ${String(pages)}`,
  eventSummary: (flight, fromCity, toCity) => `เที่ยวบิน ${flight}: ${fromCity} → ${toCity}`,
};

const ko: ItineraryLabels = {
  documentTitle: '항공 여정표',
  bookingCode: '예약 번호',
  bookingStatus: '예약 상태',
  statusPaid: '결제 완료',
  statusUnpaid: '미결제',
  payBefore: '결제 기한',
  bookingDate: '예약일',
  issuedOn: '발행일',
  contact: '연락처 정보',
  name: '이름',
  email: '이메일',
  phone: '전화번호',
  passengers: '탑승객',
  passengerTypes: { adult: '성인', child: '소아', infant: '유아' },
  titles: { Mr: 'Mr', Mrs: 'Mrs', Ms: 'Ms', Mstr: 'Mstr', Miss: 'Miss' },
  flights: '항공편 상세',
  journeyDeparture: '가는 항공편',
  journeyReturn: '오는 항공편',
  journeyLeg: (number) => `구간 ${String(number)}`,
  fare: '운임',
  flight: '항공편',
  from: '출발지',
  to: '도착지',
  departs: '출발',
  arrives: '도착',
  aircraft: '기종',
  localTimes: '표시된 시간은 각 공항의 현지 시간입니다.',
  seat: '좌석',
  seatNotChosen: '미선택',
  extras: '부가 서비스',
  noExtras: '없음',
  wholeTrip: '여행 전체',
  charges: '요금 상세',
  bookingCharges: '예약 수수료',
  subtotal: '소계',
  total: '합계',
  paid: '결제 금액',
  toPay: '남은 결제 금액',
  paymentFee: '결제 수수료',
  paymentMethod: '결제 수단',
  paymentStatus: '결제 상태',
  notChosen: '미선택',
  payment: {
    success: '성공',
    pending: '처리 중',
    error: '확인되지 않음',
    cancelled: '취소됨',
    refused: '거절됨',
    none: '미결제',
  },
  importantInformation: '중요 안내',
  bringDocuments: '이 여정표의 이름과 일치하는 유효한 신분증 또는 여권을 지참해 주세요.',
  gateCloses: (minutes) => `탑승구는 탑승 시작 ${String(minutes)}분 전에 닫힙니다.`,
  holdNotice: (deadline) =>
    `이 예약은 ${deadline}까지 유지됩니다. 그 전에 결제하지 않으면 예약이 취소됩니다.`,
  pageOf: (page, pages) => `${String(page)} / ${String(pages)} 페이지`,
  eventSummary: (flight, fromCity, toCity) => `항공편 ${flight}: ${fromCity} → ${toCity}`,
};

const zhCN: ItineraryLabels = {
  documentTitle: '航班行程单',
  bookingCode: '预订编号',
  bookingStatus: '预订状态',
  statusPaid: '已付款',
  statusUnpaid: '未付款',
  payBefore: '付款截止',
  bookingDate: '预订日期',
  issuedOn: '出具日期',
  contact: '联系信息',
  name: '姓名',
  email: '电子邮箱',
  phone: '电话',
  passengers: '乘客',
  passengerTypes: { adult: '成人', child: '儿童', infant: '婴儿' },
  titles: { Mr: '先生', Mrs: '夫人', Ms: '女士', Mstr: '男童', Miss: '女童' },
  flights: '航班详情',
  journeyDeparture: '去程航班',
  journeyReturn: '回程航班',
  journeyLeg: (number) => `第 ${String(number)} 段`,
  fare: '票价类型',
  flight: '航班',
  from: '出发',
  to: '到达',
  departs: '起飞',
  arrives: '到达',
  aircraft: '机型',
  localTimes: '所示时间均为各机场当地时间。',
  seat: '座位',
  seatNotChosen: '未选择',
  extras: '附加服务',
  noExtras: '无',
  wholeTrip: '整个旅程',
  charges: '价格明细',
  bookingCharges: '预订费用',
  subtotal: '小计',
  total: '总计',
  paid: '已付',
  toPay: '待付',
  paymentFee: '支付手续费',
  paymentMethod: '付款方式',
  paymentStatus: '付款状态',
  notChosen: '未选择',
  payment: {
    success: '成功',
    pending: '处理中',
    error: '未确认',
    cancelled: '已取消',
    refused: '被拒绝',
    none: '未付款',
  },
  importantInformation: '重要信息',
  bringDocuments: '请携带与本行程单姓名一致的有效身份证件或护照。',
  gateCloses: (minutes) => `登机口在登机前 ${String(minutes)} 分钟关闭。`,
  holdNotice: (deadline) => `本预订保留至 ${deadline}。请在此之前付款，否则预订将被取消。`,
  pageOf: (page, pages) => `第 ${String(page)} 页，共 ${String(pages)} 页`,
  eventSummary: (flight, fromCity, toCity) => `航班 ${flight}：${fromCity} → ${toCity}`,
};

const zhTW: ItineraryLabels = {
  documentTitle: '航班行程單',
  bookingCode: '訂位代號',
  bookingStatus: '訂位狀態',
  statusPaid: '已付款',
  statusUnpaid: '未付款',
  payBefore: '付款期限',
  bookingDate: '訂位日期',
  issuedOn: '開立日期',
  contact: '聯絡資訊',
  name: '姓名',
  email: '電子郵件',
  phone: '電話',
  passengers: '乘客',
  passengerTypes: { adult: '成人', child: '兒童', infant: '嬰兒' },
  titles: { Mr: '先生', Mrs: '夫人', Ms: '女士', Mstr: '男童', Miss: '女童' },
  flights: '航班詳情',
  journeyDeparture: '去程航班',
  journeyReturn: '回程航班',
  journeyLeg: (number) => `第 ${String(number)} 段`,
  fare: '票價類型',
  flight: '航班',
  from: '出發',
  to: '抵達',
  departs: '起飛',
  arrives: '抵達',
  aircraft: '機型',
  localTimes: '所示時間均為各機場當地時間。',
  seat: '座位',
  seatNotChosen: '未選擇',
  extras: '加購服務',
  noExtras: '無',
  wholeTrip: '整趟旅程',
  charges: '價格明細',
  bookingCharges: '訂位費用',
  subtotal: '小計',
  total: '總計',
  paid: '已付',
  toPay: '待付',
  paymentFee: '付款手續費',
  paymentMethod: '付款方式',
  paymentStatus: '付款狀態',
  notChosen: '未選擇',
  payment: {
    success: '成功',
    pending: '處理中',
    error: '未確認',
    cancelled: '已取消',
    refused: '遭拒絕',
    none: '未付款',
  },
  importantInformation: '重要資訊',
  bringDocuments: '請攜帶與本行程單姓名相符的有效身分證件或護照。',
  gateCloses: (minutes) => `登機門於登機前 ${String(minutes)} 分鐘關閉。`,
  holdNotice: (deadline) => `本訂位保留至 ${deadline}。請於此前付款，否則訂位將被取消。`,
  pageOf: (page, pages) => `第 ${String(page)} 頁，共 ${String(pages)} 頁`,
  eventSummary: (flight, fromCity, toCity) => `航班 ${flight}：${fromCity} → ${toCity}`,
};

const ja: ItineraryLabels = {
  documentTitle: 'フライト旅程表',
  bookingCode: '予約番号',
  bookingStatus: '予約ステータス',
  statusPaid: '支払い済み',
  statusUnpaid: '未払い',
  payBefore: 'お支払い期限',
  bookingDate: '予約日',
  issuedOn: '発行日',
  contact: '連絡先',
  name: '氏名',
  email: 'メールアドレス',
  phone: '電話番号',
  passengers: '搭乗者',
  passengerTypes: { adult: '大人', child: '小児', infant: '幼児' },
  titles: { Mr: 'Mr', Mrs: 'Mrs', Ms: 'Ms', Mstr: 'Mstr', Miss: 'Miss' },
  flights: 'フライト詳細',
  journeyDeparture: '往路',
  journeyReturn: '復路',
  journeyLeg: (number) => `区間 ${String(number)}`,
  fare: '運賃タイプ',
  flight: '便名',
  from: '出発地',
  to: '到着地',
  departs: '出発',
  arrives: '到着',
  aircraft: '機材',
  localTimes: '表示時刻は各空港の現地時刻です。',
  seat: '座席',
  seatNotChosen: '未指定',
  extras: 'オプションサービス',
  noExtras: 'なし',
  wholeTrip: '旅行全体',
  charges: '料金明細',
  bookingCharges: '予約手数料',
  subtotal: '小計',
  total: '合計',
  paid: '支払い済み',
  toPay: '未払い残高',
  paymentFee: '決済手数料',
  paymentMethod: 'お支払い方法',
  paymentStatus: 'お支払い状況',
  notChosen: '未選択',
  payment: {
    success: '完了',
    pending: '処理中',
    error: '未確認',
    cancelled: 'キャンセル済み',
    refused: '拒否',
    none: '未払い',
  },
  importantInformation: '重要なお知らせ',
  bringDocuments: 'この旅程表の氏名と一致する有効な身分証明書またはパスポートをお持ちください。',
  gateCloses: (minutes) => `搭乗口は搭乗開始の${String(minutes)}分前に閉まります。`,
  holdNotice: (deadline) =>
    `この予約は${deadline}まで確保されています。期限までにお支払いがない場合、予約はキャンセルされます。`,
  pageOf: (page, pages) => `${String(page)} / ${String(pages)} ページ`,
  eventSummary: (flight, fromCity, toCity) => `フライト ${flight}：${fromCity} → ${toCity}`,
};

const ru: ItineraryLabels = {
  documentTitle: 'Маршрутная квитанция',
  bookingCode: 'Код бронирования',
  bookingStatus: 'Статус бронирования',
  statusPaid: 'Оплачено',
  statusUnpaid: 'Не оплачено',
  payBefore: 'Оплатить до',
  bookingDate: 'Дата бронирования',
  issuedOn: 'Дата выдачи',
  contact: 'Контактные данные',
  name: 'Имя',
  email: 'Эл. почта',
  phone: 'Телефон',
  passengers: 'Пассажиры',
  passengerTypes: { adult: 'Взрослый', child: 'Ребёнок', infant: 'Младенец' },
  titles: { Mr: 'Г-н', Mrs: 'Г-жа', Ms: 'Г-жа', Mstr: 'Мальчик', Miss: 'Девочка' },
  flights: 'Информация о рейсах',
  journeyDeparture: 'Рейс туда',
  journeyReturn: 'Рейс обратно',
  journeyLeg: (number) => `Участок ${String(number)}`,
  fare: 'Тариф',
  flight: 'Рейс',
  from: 'Откуда',
  to: 'Куда',
  departs: 'Вылет',
  arrives: 'Прилёт',
  aircraft: 'Самолёт',
  localTimes: 'Указано местное время каждого аэропорта.',
  seat: 'Место',
  seatNotChosen: 'Не выбрано',
  extras: 'Дополнительные услуги',
  noExtras: 'Нет',
  wholeTrip: 'Вся поездка',
  charges: 'Детали стоимости',
  bookingCharges: 'Сборы за бронирование',
  subtotal: 'Промежуточный итог',
  total: 'Итого',
  paid: 'Оплачено',
  toPay: 'К оплате',
  paymentFee: 'Комиссия за оплату',
  paymentMethod: 'Способ оплаты',
  paymentStatus: 'Статус оплаты',
  notChosen: 'Не выбран',
  payment: {
    success: 'Успешно',
    pending: 'В обработке',
    error: 'Не подтверждено',
    cancelled: 'Отменено',
    refused: 'Отклонено',
    none: 'Не оплачено',
  },
  importantInformation: 'Важная информация',
  bringDocuments:
    'Возьмите с собой действующее удостоверение личности или паспорт с именем, как в этой квитанции.',
  gateCloses: (minutes) => `Выход на посадку закрывается за ${String(minutes)} минут до начала посадки.`,
  holdNotice: (deadline) =>
    `Бронирование сохраняется до ${deadline}. Оплатите его до этого времени, иначе оно будет отменено.`,
  pageOf: (page, pages) => `Страница ${String(page)} из ${String(pages)}`,
  eventSummary: (flight, fromCity, toCity) => `Рейс ${flight}: ${fromCity} → ${toCity}`,
};

export const ITINERARY_LABELS: Readonly<Record<Language, ItineraryLabels>> = {
  vi,
  en,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ru,
};

/**
 * The languages whose letters the PDF's embedded font (DejaVu Sans) draws: Latin with Vietnamese
 * diacritics and Cyrillic. It has no Thai, Hangul, Han or Kana glyphs, and no font for those
 * scripts ships with the project, so a PDF asked for in those languages is labelled in English
 * (reference data reads English there anyway) rather than printed as empty boxes. The calendar
 * file and the e-mail are text the reader's own software draws, so they use every language.
 */
const PDF_SCRIPT_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['vi', 'en', 'ru']);

/** The language the PDF is labelled in for a booking in `language`. */
export function pdfLabelLanguage(language: Language): Language {
  return PDF_SCRIPT_LANGUAGES.has(language) ? language : 'en';
}
