import type { ErrorCode } from '@skybook/contracts/errors';
import type { Language } from '@skybook/domain/languages';

type Messages = { vi: string; en: string } & Partial<Record<Language, string>>;

/**
 * The sentence a person reads for each error code. Vietnamese and English for every code; the
 * other languages for the generic codes any page can meet. A missing language falls back to
 * English, then Vietnamese (see translateError).
 */
export const ERROR_MESSAGES: Record<ErrorCode, Messages> = {
  SESSION_EXPIRED: {
    vi: 'Phiên làm việc đã hết hạn. Vui lòng thực hiện lại.',
    en: 'Your session has expired. Please start again.',
  },
  SESSION_ID_INVALID: { vi: 'Phiên làm việc không hợp lệ.', en: 'The session is not valid.' },
  SESSION_ID_EXPIRED: { vi: 'Phiên làm việc đã hết hạn.', en: 'The session has expired.' },
  SESSION_ID_INIT_SESSION_DATA_FAILED: {
    vi: 'Không thể khởi tạo dữ liệu phiên làm việc.',
    en: 'The session data could not be set up.',
  },
  SESSION_ID_GET_SESSION_DATA_FAILED: {
    vi: 'Không thể đọc dữ liệu phiên làm việc.',
    en: 'The session data could not be read.',
  },
  SESSION_ID_MISSING_SESSION_DATA: {
    vi: 'Thiếu dữ liệu phiên làm việc.',
    en: 'The session data is missing.',
  },
  RESERVATION_PAYLOAD_INVALID: {
    vi: 'Thông tin không hợp lệ, vui lòng thử lại.',
    en: 'Information invalid, try again.',
  },
  QUOTATION_PAYLOAD_INVALID: {
    vi: 'Thông tin báo giá không hợp lệ, vui lòng thử lại.',
    en: 'The quotation request is invalid, try again.',
  },
  ACCOUNT_NOT_FOUND: { vi: 'Không tìm thấy tài khoản.', en: 'Account not found.' },
  LOGIN_REQUIRED: { vi: 'Vui lòng đăng nhập để tiếp tục.', en: 'Please sign in to continue.' },
  INVALID_TOKEN: {
    vi: 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại.',
    en: 'Your sign-in is not valid, please sign in again.',
  },
  TOKEN_EXPIRED: {
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
    en: 'Your sign-in has expired, please sign in again.',
  },
  REQUEST_TIMEOUT_AT_API_GATEWAY: {
    vi: 'Hệ thống đang xử lý đặt chỗ của bạn, vui lòng chờ trong giây lát.',
    en: 'We are still processing your booking, please wait a moment.',
  },
  INVALID_FORM: { vi: 'Thông tin chưa hợp lệ.', en: 'Some information is not valid.' },
  INVALID_TITLE: { vi: 'Danh xưng không hợp lệ.', en: 'The title is not valid.' },
  INVALID_BIRTHDATE: { vi: 'Ngày sinh không hợp lệ.', en: 'The date of birth is not valid.' },
  INVALID_PASSPORT: {
    vi: '*Vui lòng nhập số hộ chiếu/CMND',
    en: '*Please enter the passport/ID number',
  },
  INVALID_LASTNAME: { vi: 'Họ không hợp lệ.', en: 'The family name is not valid.' },
  INVALID_FIRSTNAME: { vi: 'Tên đệm và tên không hợp lệ.', en: 'The given name is not valid.' },
  INVALID_COUNTRY: { vi: 'Quốc gia không hợp lệ.', en: 'The country is not valid.' },
  INVALID_PROVINCE: { vi: 'Tỉnh/thành phố không hợp lệ.', en: 'The province is not valid.' },
  INVALID_DISTRICT: { vi: 'Quận/huyện không hợp lệ.', en: 'The district is not valid.' },
  INVALID_ADDRESS: {
    vi: 'Địa chỉ không hợp lệ (tối đa 50 ký tự).',
    en: 'The address is not valid (at most 50 characters).',
  },
  INVALID_POSTAL_CODE: { vi: 'Mã bưu chính không hợp lệ.', en: 'The postal code is not valid.' },
  INVALID_TELEPHONE: {
    vi: 'Số điện thoại phải có từ 8 đến 11 chữ số.',
    en: 'The phone number must have 8 to 11 digits.',
  },
  INVALID_RELATIONSHIP: { vi: 'Mối quan hệ không hợp lệ.', en: 'The relationship is not valid.' },
  GET_VNEID_ACCESS_TOKEN: {
    vi: 'Không thể xác thực với ứng dụng định danh điện tử.',
    en: 'We could not sign you in with the national digital ID.',
  },
  GET_VNEID_USER_INFO: {
    vi: 'Không thể lấy thông tin từ ứng dụng định danh điện tử.',
    en: 'We could not read your details from the national digital ID.',
  },
  INVALID_PASSENGER_NUMBER: {
    vi: 'Số lượng hành khách không hợp lệ: 1–9 người lớn, tối đa 8 trẻ em, người lớn và trẻ em tối đa 9, số em bé không quá số người lớn.',
    en: 'The number of passengers is not valid: 1–9 adults, up to 8 children, at most 9 adults and children together, and no more infants than adults.',
  },
  checkin_search_error: {
    vi: 'Không tìm thấy đặt chỗ để làm thủ tục.',
    en: 'We could not find a booking to check in.',
  },
  checkin_fail_get_seats: {
    vi: 'Không thể tải sơ đồ ghế.',
    en: 'The seat map could not be loaded.',
  },
  checkin_fail_message: { vi: 'Làm thủ tục trực tuyến không thành công.', en: 'Online check-in failed.' },
  checkin_fail_showBP: {
    vi: 'Không thể hiển thị thẻ lên máy bay.',
    en: 'The boarding pass could not be shown.',
  },
  'error.sendMailFail': { vi: 'Gửi e-mail không thành công.', en: 'Sending the e-mail failed.' },
  fetch_config_failed: {
    vi: 'Không thể tải cấu hình sân bay.',
    en: 'The airport configuration could not be loaded.',
  },
  INVALID_AIRPORT: {
    vi: 'Sân bay không hợp lệ: hãy chọn hai sân bay khác nhau trong danh sách.',
    en: 'The airport is not valid: choose two different airports from the list.',
  },
  INVALID_DATE: {
    vi: 'Ngày bay không hợp lệ: dùng định dạng YYYY-MM-DD, không chọn ngày trong quá khứ và ngày về không trước ngày đi.',
    en: 'The date is not valid: use YYYY-MM-DD, no past dates, and a return date not before departure.',
  },
  INVALID_TRIP_TYPE: {
    vi: 'Loại hành trình không hợp lệ (một chiều, khứ hồi hoặc nhiều chặng từ 2 đến 5 chặng).',
    en: 'The trip type is not valid (one way, round trip, or multi-stop with 2 to 5 legs).',
  },
  INVALID_CURRENCY: {
    vi: 'Đơn vị tiền tệ không được hỗ trợ.',
    en: 'The currency is not supported.',
  },
  INVALID_PROMO_CODE: {
    vi: 'Mã khuyến mãi không hợp lệ.',
    en: 'The promotion code is not valid.',
  },
  INVALID_REQUEST: {
    vi: 'Yêu cầu không hợp lệ.',
    en: 'The request is not valid.',
    th: 'คำขอไม่ถูกต้อง',
    ko: '요청이 올바르지 않습니다.',
    'zh-CN': '请求无效。',
    'zh-TW': '請求無效。',
    ja: 'リクエストが正しくありません。',
    ru: 'Некорректный запрос.',
  },
  AIRPORT_NOT_FOUND: {
    vi: 'Không tìm thấy sân bay.',
    en: 'The airport was not found.',
  },
  CITY_PAIR_NOT_FOUND: {
    vi: 'Không tìm thấy chặng bay.',
    en: 'The route was not found.',
  },
  NOT_FOUND: {
    vi: 'Nội dung không tồn tại hoặc đã thay đổi.',
    en: 'The content is missing or has changed.',
    th: 'ไม่พบเนื้อหาหรือเนื้อหามีการเปลี่ยนแปลง',
    ko: '콘텐츠가 없거나 변경되었습니다.',
    'zh-CN': '内容不存在或已更改。',
    'zh-TW': '內容不存在或已變更。',
    ja: 'コンテンツが存在しないか、変更されました。',
    ru: 'Содержимое отсутствует или было изменено.',
  },
  METHOD_NOT_ALLOWED: {
    vi: 'Phương thức không được hỗ trợ.',
    en: 'This method is not allowed here.',
  },
  PAYLOAD_TOO_LARGE: { vi: 'Dữ liệu gửi lên quá lớn.', en: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    vi: 'Định dạng dữ liệu không được hỗ trợ.',
    en: 'The content type is not supported.',
  },
  SERVICE_NOT_SUPPORTED: {
    vi: 'Chuyến bay không hỗ trợ dịch vụ này',
    en: 'This flight does not support this service.',
    th: 'เที่ยวบินนี้ไม่รองรับบริการนี้',
    ko: '이 항공편은 해당 서비스를 지원하지 않습니다.',
    'zh-CN': '该航班不支持此服务。',
    'zh-TW': '此航班不支援這項服務。',
    ja: 'この便ではこのサービスをご利用いただけません。',
    ru: 'Этот рейс не поддерживает данную услугу.',
  },
  SEAT_UNAVAILABLE: {
    vi: 'Ghế bạn chọn không còn trống. Vui lòng chọn ghế khác.',
    en: 'The seat you chose is no longer free. Please choose another seat.',
    th: 'ที่นั่งที่คุณเลือกไม่ว่างแล้ว โปรดเลือกที่นั่งอื่น',
    ko: '선택하신 좌석은 더 이상 이용할 수 없습니다. 다른 좌석을 선택해 주세요.',
    'zh-CN': '您选择的座位已被占用，请选择其他座位。',
    'zh-TW': '您選擇的座位已被占用，請選擇其他座位。',
    ja: '選択された座席は空いていません。別の座席をお選びください。',
    ru: 'Выбранное место уже занято. Выберите другое место.',
  },
  SEAT_NOT_ALLOWED: {
    vi: 'Hành khách này không thể ngồi ở ghế đã chọn. Vui lòng chọn ghế khác.',
    en: 'This passenger may not sit in the chosen seat. Please choose another seat.',
    th: 'ผู้โดยสารท่านนี้ไม่สามารถนั่งที่นั่งที่เลือกได้ โปรดเลือกที่นั่งอื่น',
    ko: '이 승객은 선택한 좌석에 앉을 수 없습니다. 다른 좌석을 선택해 주세요.',
    'zh-CN': '该乘客不能坐在所选座位，请选择其他座位。',
    'zh-TW': '此乘客不能坐在所選座位，請選擇其他座位。',
    ja: 'このお客様は選択された座席をご利用いただけません。別の座席をお選びください。',
    ru: 'Этот пассажир не может занять выбранное место. Выберите другое место.',
  },
  TERMS_NOT_ACCEPTED: {
    vi: 'Vui lòng đồng ý với điều khoản của dịch vụ trước khi mua.',
    en: 'Please accept the terms of the service before buying it.',
    th: 'โปรดยอมรับข้อกำหนดของบริการก่อนซื้อ',
    ko: '구매 전에 서비스 약관에 동의해 주세요.',
    'zh-CN': '购买前请先同意该服务的条款。',
    'zh-TW': '購買前請先同意該服務的條款。',
    ja: 'ご購入の前にサービスの規約に同意してください。',
    ru: 'Перед покупкой примите условия услуги.',
  },
  FARE_UNAVAILABLE: {
    vi: 'Giá vé đã chọn không còn. Vui lòng chọn lại chuyến bay.',
    en: 'The fare you chose is no longer available. Please choose your flights again.',
    th: 'ค่าโดยสารที่เลือกไม่มีแล้ว โปรดเลือกเที่ยวบินอีกครั้ง',
    ko: '선택하신 운임은 더 이상 이용할 수 없습니다. 항공편을 다시 선택해 주세요.',
    'zh-CN': '您选择的票价已售罄，请重新选择航班。',
    'zh-TW': '您選擇的票價已無法購買，請重新選擇航班。',
    ja: '選択された運賃はご利用いただけなくなりました。便を選び直してください。',
    ru: 'Выбранный тариф больше недоступен. Выберите рейсы заново.',
  },
  ITEM_ALREADY_RETURNED: {
    vi: 'Đồ vật này đã được trả lại cho chủ sở hữu.',
    en: 'This item has already been returned to its owner.',
    th: 'สิ่งของนี้ได้ส่งคืนเจ้าของแล้ว',
    ko: '이 물품은 이미 주인에게 반환되었습니다.',
    'zh-CN': '该物品已归还失主。',
    'zh-TW': '此物品已歸還失主。',
    ja: 'この品物はすでに持ち主に返却されています。',
    ru: 'Эта вещь уже возвращена владельцу.',
  },
  RATE_LIMITED: {
    vi: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
    en: 'Too many attempts. Please try again in a few minutes.',
    th: 'มีการลองหลายครั้งเกินไป โปรดลองอีกครั้งในอีกไม่กี่นาที',
    ko: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    'zh-CN': '尝试次数过多，请几分钟后再试。',
    'zh-TW': '嘗試次數過多，請幾分鐘後再試。',
    ja: '試行回数が多すぎます。数分後にもう一度お試しください。',
    ru: 'Слишком много попыток. Повторите через несколько минут.',
  },
  CONFLICT: {
    vi: 'Yêu cầu xung đột với dữ liệu hiện tại, vui lòng thử lại.',
    en: 'The request conflicts with the current data, please try again.',
  },
  SERVICE_UNAVAILABLE: {
    vi: 'Hệ thống đang bận, vui lòng thử lại sau.',
    en: 'The service is unavailable, please try again later.',
    th: 'ระบบไม่พร้อมให้บริการ โปรดลองอีกครั้งภายหลัง',
    ko: '서비스를 일시적으로 사용할 수 없습니다. 나중에 다시 시도해 주세요.',
    'zh-CN': '服务暂时不可用，请稍后再试。',
    'zh-TW': '服務暫時無法使用，請稍後再試。',
    ja: 'サービスを利用できません。しばらくしてからお試しください。',
    ru: 'Сервис недоступен, повторите попытку позже.',
  },
  INTERNAL_ERROR: {
    vi: 'Đã có lỗi xảy ra. Vui lòng thử lại sau hoặc liên hệ tổng đài.',
    en: 'Something went wrong. Please try again later or contact the call centre.',
    th: 'เกิดข้อผิดพลาด โปรดลองอีกครั้งภายหลังหรือติดต่อศูนย์บริการ',
    ko: '오류가 발생했습니다. 나중에 다시 시도하거나 콜센터에 문의해 주세요.',
    'zh-CN': '出现错误，请稍后再试或联系客服中心。',
    'zh-TW': '發生錯誤，請稍後再試或聯絡客服中心。',
    ja: 'エラーが発生しました。しばらくしてから再度お試しいただくか、コールセンターにお問い合わせください。',
    ru: 'Произошла ошибка. Повторите позже или обратитесь в колл-центр.',
  },
};

/** The message for a code in a language, falling back to English and then Vietnamese. */
export function translateError(code: ErrorCode, language: Language): string {
  const messages = ERROR_MESSAGES[code];
  return messages[language] ?? (language === 'vi' ? messages.vi : messages.en);
}
