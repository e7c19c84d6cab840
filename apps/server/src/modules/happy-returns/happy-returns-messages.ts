import type { HappyReturnFormError } from '@skybook/contracts/happy-returns';
import type { Language } from '@skybook/domain/languages';
import { FORM_MESSAGES } from '../../i18n/form-messages';

/**
 * The sentence a traveller reads for each problem of the lost-and-found forms (the `message` keys
 * of contracts' happy-returns rules), in every site language: the server puts it in the error
 * envelope's field issues. The web keeps the same keys in its own translations. Messages the
 * passenger forms share (required, e-mail, phone) are theirs, word for word.
 */
export const HAPPY_RETURN_FORM_MESSAGES: Readonly<
  Record<HappyReturnFormError, Readonly<Record<Language, string>>>
> = {
  required: FORM_MESSAGES.required,
  invalidName: {
    vi: "Họ tên chỉ gồm chữ cái, khoảng trắng và dấu . ' -, tối đa 100 ký tự",
    en: "A name has letters, spaces and . ' - only, up to 100 characters",
    th: "ชื่อต้องมีเฉพาะตัวอักษร ช่องว่าง และ . ' - ไม่เกิน 100 ตัวอักษร",
    ko: "이름은 문자, 공백, . ' - 만 사용할 수 있으며 100자 이내입니다",
    'zh-CN': "姓名只能包含字母、空格和 . ' -，最多 100 个字符",
    'zh-TW': "姓名只能包含字母、空格和 . ' -，最多 100 個字元",
    ja: "氏名には文字、スペース、. ' - のみ使用でき、100文字以内です",
    ru: "Имя может содержать только буквы, пробелы и . ' -, не более 100 символов",
  },
  invalidEmail: FORM_MESSAGES.invalidEmail,
  invalidPhone: FORM_MESSAGES.invalidPhone,
  invalidPhoneCode: FORM_MESSAGES.invalidPhoneCode,
  invalidBookingCode: {
    vi: 'Mã đặt chỗ gồm 6 ký tự chữ và số',
    en: 'The booking code has 6 letters and digits',
    th: 'รหัสการจองประกอบด้วยตัวอักษรและตัวเลข 6 ตัว',
    ko: '예약 번호는 영문자와 숫자 6자리입니다',
    'zh-CN': '预订代码为 6 位字母和数字',
    'zh-TW': '訂位代號為 6 位字母和數字',
    ja: '予約番号は英数字6文字です',
    ru: 'Код бронирования состоит из 6 букв и цифр',
  },
  invalidFlightNumber: {
    vi: 'Số hiệu chuyến bay không hợp lệ (ví dụ VJ120)',
    en: 'The flight number is not valid (for example VJ120)',
    th: 'หมายเลขเที่ยวบินไม่ถูกต้อง (เช่น VJ120)',
    ko: '항공편 번호가 올바르지 않습니다(예: VJ120)',
    'zh-CN': '航班号无效（例如 VJ120）',
    'zh-TW': '航班號碼無效（例如 VJ120）',
    ja: '便名が正しくありません（例：VJ120）',
    ru: 'Некорректный номер рейса (например, VJ120)',
  },
  invalidFlightDate: {
    vi: 'Ngày bay không hợp lệ',
    en: 'The flight date is not valid',
    th: 'วันที่เดินทางไม่ถูกต้อง',
    ko: '탑승일이 올바르지 않습니다',
    'zh-CN': '航班日期无效',
    'zh-TW': '航班日期無效',
    ja: '搭乗日が正しくありません',
    ru: 'Некорректная дата рейса',
  },
  flightDateInFuture: {
    vi: 'Ngày bay không được sau ngày hôm nay',
    en: 'The flight date cannot be after today',
    th: 'วันที่เดินทางต้องไม่อยู่หลังวันนี้',
    ko: '탑승일은 오늘 이후일 수 없습니다',
    'zh-CN': '航班日期不能晚于今天',
    'zh-TW': '航班日期不能晚於今天',
    ja: '搭乗日に今日より後の日付は指定できません',
    ru: 'Дата рейса не может быть позже сегодняшнего дня',
  },
  flightDateTooOld: {
    vi: 'Chỉ tiếp nhận chuyến bay trong vòng 12 tháng gần đây',
    en: 'Only flights of the last 12 months can be reported',
    th: 'รับแจ้งเฉพาะเที่ยวบินภายใน 12 เดือนที่ผ่านมา',
    ko: '최근 12개월 이내의 항공편만 접수할 수 있습니다',
    'zh-CN': '仅受理最近 12 个月内的航班',
    'zh-TW': '僅受理最近 12 個月內的航班',
    ja: '受け付けられるのは過去12か月以内の便のみです',
    ru: 'Принимаются только рейсы за последние 12 месяцев',
  },
  unknownCategory: {
    vi: 'Vui lòng chọn loại đồ vật trong danh sách',
    en: 'Choose a category from the list',
    th: 'โปรดเลือกประเภทสิ่งของจากรายการ',
    ko: '목록에서 분류를 선택해 주세요',
    'zh-CN': '请从列表中选择物品类别',
    'zh-TW': '請從清單中選擇物品類別',
    ja: 'リストから種類を選択してください',
    ru: 'Выберите категорию из списка',
  },
  unknownProperty: {
    vi: 'Thông tin này không áp dụng cho loại đồ vật đã chọn',
    en: 'This detail does not apply to the chosen category',
    th: 'รายละเอียดนี้ใช้ไม่ได้กับประเภทที่เลือก',
    ko: '선택한 분류에는 해당하지 않는 항목입니다',
    'zh-CN': '此项不适用于所选类别',
    'zh-TW': '此項不適用於所選類別',
    ja: 'この項目は選択した種類には当てはまりません',
    ru: 'Этот параметр не относится к выбранной категории',
  },
  invalidPropertyValue: {
    vi: 'Vui lòng chọn một giá trị trong danh sách',
    en: 'Choose a value from the list',
    th: 'โปรดเลือกค่าจากรายการ',
    ko: '목록에서 값을 선택해 주세요',
    'zh-CN': '请从列表中选择一项',
    'zh-TW': '請從清單中選擇一項',
    ja: 'リストから選択してください',
    ru: 'Выберите значение из списка',
  },
  textTooLong: {
    vi: 'Nội dung quá dài',
    en: 'This text is too long',
    th: 'ข้อความยาวเกินไป',
    ko: '내용이 너무 깁니다',
    'zh-CN': '内容过长',
    'zh-TW': '內容過長',
    ja: '入力内容が長すぎます',
    ru: 'Слишком длинный текст',
  },
  descriptionTooShort: {
    vi: 'Vui lòng mô tả chi tiết hơn (ít nhất 10 ký tự)',
    en: 'Please describe it in more detail (at least 10 characters)',
    th: 'โปรดอธิบายให้ละเอียดขึ้น (อย่างน้อย 10 ตัวอักษร)',
    ko: '좀 더 자세히 설명해 주세요(10자 이상)',
    'zh-CN': '请描述得更详细一些（至少 10 个字符）',
    'zh-TW': '請描述得更詳細一些（至少 10 個字元）',
    ja: 'もう少し詳しく入力してください（10文字以上）',
    ru: 'Опишите подробнее (не менее 10 символов)',
  },
  descriptionTooLong: {
    vi: 'Mô tả tối đa 1.000 ký tự',
    en: 'The description can have at most 1,000 characters',
    th: 'คำอธิบายต้องไม่เกิน 1,000 ตัวอักษร',
    ko: '설명은 최대 1,000자까지 입력할 수 있습니다',
    'zh-CN': '描述最多 1,000 个字符',
    'zh-TW': '描述最多 1,000 個字元',
    ja: '説明は1,000文字以内で入力してください',
    ru: 'Описание — не более 1000 символов',
  },
  invalidChoice: {
    vi: 'Vui lòng chọn một mục trong danh sách',
    en: 'Choose one of the options',
    th: 'โปรดเลือกหนึ่งตัวเลือก',
    ko: '옵션 중 하나를 선택해 주세요',
    'zh-CN': '请选择其中一项',
    'zh-TW': '請選擇其中一項',
    ja: '選択肢から選んでください',
    ru: 'Выберите один из вариантов',
  },
  searchCriteriaRequired: {
    vi: 'Vui lòng nhập mã đặt chỗ và họ, hoặc số hiệu chuyến bay, hoặc ngày bay',
    en: 'Enter your booking code and family name, a flight number or a flight date',
    th: 'โปรดกรอกรหัสการจองและนามสกุล หรือหมายเลขเที่ยวบิน หรือวันที่เดินทาง',
    ko: '예약 번호와 성, 또는 항공편 번호나 탑승일을 입력해 주세요',
    'zh-CN': '请输入预订代码和姓氏，或航班号，或航班日期',
    'zh-TW': '請輸入訂位代號和姓氏，或航班號碼，或航班日期',
    ja: '予約番号と姓、または便名か搭乗日を入力してください',
    ru: 'Укажите код бронирования и фамилию, номер рейса или дату рейса',
  },
};

/** The sentence for a form problem in a language. */
export function happyReturnFormMessage(key: HappyReturnFormError, language: Language): string {
  return HAPPY_RETURN_FORM_MESSAGES[key][language];
}
