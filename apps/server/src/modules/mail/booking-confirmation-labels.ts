import type { Language } from '@skybook/domain/languages';

/**
 * The words of the booking confirmation e-mail around the itinerary (whose own labels are in
 * documents/itinerary-labels.ts), in the eight site languages.
 */
export interface ConfirmationLabels {
  subjectPaid: (locator: string) => string;
  subjectUnpaid: (locator: string, deadline: string) => string;
  headlinePaid: string;
  headlineUnpaid: string;
  greeting: (name: string) => string;
  introPaid: string;
  introUnpaid: string;
  attachments: string;
  manageBooking: string;
  help: (hotline: string, email: string) => string;
  signOff: string;
  team: string;
  automated: string;
}

const vi: ConfirmationLabels = {
  subjectPaid: (locator) => `Xác nhận đặt chỗ ${locator} – Skybook`,
  subjectUnpaid: (locator, deadline) =>
    `Đặt chỗ ${locator} đang được giữ – vui lòng thanh toán trước ${deadline}`,
  headlinePaid: 'Đặt chỗ của quý khách đã được xác nhận',
  headlineUnpaid: 'Đặt chỗ của quý khách đang được giữ',
  greeting: (name) => `Kính gửi ${name},`,
  introPaid: 'Cảm ơn quý khách đã chọn Skybook. Đặt chỗ dưới đây đã được thanh toán và xác nhận.',
  introUnpaid: 'Cảm ơn quý khách đã đặt chỗ với Skybook. Đặt chỗ dưới đây chưa được thanh toán.',
  attachments: 'Hành trình (PDF) và tệp lịch (.ics) cho các chuyến bay được đính kèm trong email này.',
  manageBooking: 'Quản lý đặt chỗ',
  help: (hotline, email) => `Cần hỗ trợ? Gọi ${hotline} (24/7) hoặc gửi email tới ${email}.`,
  signOff: 'Trân trọng,',
  team: 'Skybook',
  automated: 'Đây là email tự động, vui lòng không trả lời email này.',
};

const en: ConfirmationLabels = {
  subjectPaid: (locator) => `Your Skybook booking ${locator} is confirmed`,
  subjectUnpaid: (locator, deadline) => `Booking ${locator} is on hold – please pay by ${deadline}`,
  headlinePaid: 'Your booking is confirmed',
  headlineUnpaid: 'Your booking is on hold',
  greeting: (name) => `Dear ${name},`,
  introPaid: 'Thank you for choosing Skybook. The booking below is paid and confirmed.',
  introUnpaid: 'Thank you for booking with Skybook. The booking below is not paid yet.',
  attachments:
    'Your itinerary (PDF) and a calendar file (.ics) for your flights are attached to this e-mail.',
  manageBooking: 'Manage your booking',
  help: (hotline, email) => `Need help? Call ${hotline} (24/7) or e-mail ${email}.`,
  signOff: 'Kind regards,',
  team: 'The Skybook team',
  automated: 'This is an automated message; please do not reply to it.',
};

const th: ConfirmationLabels = {
  subjectPaid: (locator) => `ยืนยันการจอง ${locator} – Skybook`,
  subjectUnpaid: (locator, deadline) => `การจอง ${locator} ถูกเก็บไว้ – โปรดชำระเงินภายใน ${deadline}`,
  headlinePaid: 'การจองของคุณได้รับการยืนยันแล้ว',
  headlineUnpaid: 'การจองของคุณถูกเก็บไว้',
  greeting: (name) => `เรียน ${name}`,
  introPaid: 'ขอบคุณที่เลือก Skybook การจองด้านล่างชำระเงินและได้รับการยืนยันแล้ว',
  introUnpaid: 'ขอบคุณที่จองกับ Skybook การจองด้านล่างยังไม่ได้ชำระเงิน',
  attachments: 'รายละเอียดการเดินทาง (PDF) และไฟล์ปฏิทิน (.ics) ของเที่ยวบินแนบมากับอีเมลนี้',
  manageBooking: 'จัดการการจอง',
  help: (hotline, email) => `ต้องการความช่วยเหลือ? โทร ${hotline} (ตลอด 24 ชั่วโมง) หรืออีเมล ${email}`,
  signOff: 'ขอแสดงความนับถือ',
  team: 'ทีมงาน Skybook',
  automated: 'อีเมลนี้ส่งโดยอัตโนมัติ โปรดอย่าตอบกลับ',
};

const ko: ConfirmationLabels = {
  subjectPaid: (locator) => `Skybook 예약 ${locator} 확정 안내`,
  subjectUnpaid: (locator, deadline) => `예약 ${locator} 보류 중 – ${deadline}까지 결제해 주세요`,
  headlinePaid: '예약이 확정되었습니다',
  headlineUnpaid: '예약이 보류 중입니다',
  greeting: (name) => `${name} 님께,`,
  introPaid: 'Skybook을 선택해 주셔서 감사합니다. 아래 예약은 결제 및 확정이 완료되었습니다.',
  introUnpaid: 'Skybook으로 예약해 주셔서 감사합니다. 아래 예약은 아직 결제되지 않았습니다.',
  attachments: '항공 여정표(PDF)와 항공편 캘린더 파일(.ics)이 이 이메일에 첨부되어 있습니다.',
  manageBooking: '예약 관리',
  help: (hotline, email) =>
    `도움이 필요하신가요? ${hotline}(24시간)으로 전화하시거나 ${email}로 이메일을 보내 주세요.`,
  signOff: '감사합니다.',
  team: 'Skybook 팀',
  automated: '이 메일은 자동으로 발송되었습니다. 회신하지 마세요.',
};

const zhCN: ConfirmationLabels = {
  subjectPaid: (locator) => `您的 Skybook 预订 ${locator} 已确认`,
  subjectUnpaid: (locator, deadline) => `预订 ${locator} 已保留 – 请于 ${deadline} 前付款`,
  headlinePaid: '您的预订已确认',
  headlineUnpaid: '您的预订已保留',
  greeting: (name) => `尊敬的 ${name}：`,
  introPaid: '感谢您选择 Skybook。以下预订已付款并确认。',
  introUnpaid: '感谢您通过 Skybook 预订。以下预订尚未付款。',
  attachments: '本邮件附有您的行程单（PDF）和航班日历文件（.ics）。',
  manageBooking: '管理预订',
  help: (hotline, email) => `需要帮助？请致电 ${hotline}（24 小时）或发送邮件至 ${email}。`,
  signOff: '此致',
  team: 'Skybook 团队',
  automated: '这是一封自动发送的邮件，请勿回复。',
};

const zhTW: ConfirmationLabels = {
  subjectPaid: (locator) => `您的 Skybook 訂位 ${locator} 已確認`,
  subjectUnpaid: (locator, deadline) => `訂位 ${locator} 已保留 – 請於 ${deadline} 前付款`,
  headlinePaid: '您的訂位已確認',
  headlineUnpaid: '您的訂位已保留',
  greeting: (name) => `親愛的 ${name}：`,
  introPaid: '感謝您選擇 Skybook。以下訂位已付款並確認。',
  introUnpaid: '感謝您透過 Skybook 訂位。以下訂位尚未付款。',
  attachments: '本郵件附有您的行程單（PDF）與航班行事曆檔案（.ics）。',
  manageBooking: '管理訂位',
  help: (hotline, email) => `需要協助嗎？請撥打 ${hotline}（24 小時）或寄信至 ${email}。`,
  signOff: '敬祝 旅途愉快',
  team: 'Skybook 團隊',
  automated: '這是一封自動發送的郵件，請勿回覆。',
};

const ja: ConfirmationLabels = {
  subjectPaid: (locator) => `Skybook ご予約 ${locator} 確定のお知らせ`,
  subjectUnpaid: (locator, deadline) => `ご予約 ${locator} を保留中です – ${deadline}までにお支払いください`,
  headlinePaid: 'ご予約が確定しました',
  headlineUnpaid: 'ご予約を保留しています',
  greeting: (name) => `${name} 様`,
  introPaid: 'Skybook をお選びいただきありがとうございます。以下のご予約はお支払い済みで確定しています。',
  introUnpaid: 'Skybook でご予約いただきありがとうございます。以下のご予約はまだお支払いが済んでいません。',
  attachments: '旅程表（PDF）とフライトのカレンダーファイル（.ics）をこのメールに添付しています。',
  manageBooking: '予約の管理',
  help: (hotline, email) =>
    `お困りの際は ${hotline}（24時間）にお電話いただくか、${email} までメールでお問い合わせください。`,
  signOff: '今後ともよろしくお願いいたします。',
  team: 'Skybook',
  automated: 'このメールは自動送信されています。返信しないでください。',
};

const ru: ConfirmationLabels = {
  subjectPaid: (locator) => `Бронирование Skybook ${locator} подтверждено`,
  subjectUnpaid: (locator, deadline) => `Бронирование ${locator} удерживается – оплатите до ${deadline}`,
  headlinePaid: 'Ваше бронирование подтверждено',
  headlineUnpaid: 'Ваше бронирование удерживается',
  greeting: (name) => `Уважаемый(-ая) ${name},`,
  introPaid: 'Спасибо, что выбрали Skybook. Бронирование ниже оплачено и подтверждено.',
  introUnpaid: 'Спасибо за бронирование в Skybook. Бронирование ниже ещё не оплачено.',
  attachments: 'К письму приложены маршрутная квитанция (PDF) и файл календаря (.ics) с вашими рейсами.',
  manageBooking: 'Управление бронированием',
  help: (hotline, email) => `Нужна помощь? Звоните ${hotline} (круглосуточно) или пишите на ${email}.`,
  signOff: 'С уважением,',
  team: 'команда Skybook',
  automated: 'Это автоматическое письмо, пожалуйста, не отвечайте на него.',
};

export const CONFIRMATION_LABELS: Readonly<Record<Language, ConfirmationLabels>> = {
  vi,
  en,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ru,
};

/** The airline's contact, as the content store publishes it (content/site/cms-settings.json). */
export const SUPPORT_CONTACT = { hotline: '1900 6886', email: 'hotro@skybook.vn' } as const;
