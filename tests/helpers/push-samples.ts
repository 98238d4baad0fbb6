import type { NotificationParams, ParentEventKind, StaffEventKind } from '@/lib/notification-events';

// One notice of every kind, as its producer emits it (NotificationParams), with the words and link each language's
// device must show.

type Words = { title: string; body: string };
export type Sample<K extends keyof NotificationParams> = {
  params: NotificationParams[K];
  url: string;
  tag: string;
  vi: Words;
  en: Words;
};

const child = 'Nguyễn An';

export const PARENT_SAMPLES: { [K in ParentEventKind]: Sample<K> } = {
  news_published: {
    params: { title: 'Hội chợ xuân' },
    url: '/parent/news/11111111-1111-4111-8111-111111111111',
    tag: 'news:11111111-1111-4111-8111-111111111111',
    vi: { title: 'Tin mới: Hội chợ xuân', body: 'Nhà trường vừa đăng một tin mới. Chạm để đọc.' },
    en: { title: 'New post: Hội chợ xuân', body: 'The school has posted news. Tap to read it.' },
  },
  absence_decided: {
    params: { child, from: '02/03/2027', to: '03/03/2027', status: 'rejected', reason: 'Thiếu giấy tờ.' },
    url: '/parent/absences',
    tag: 'absence:a1',
    vi: {
      title: 'Đơn nghỉ học không được duyệt',
      body: 'Đơn xin nghỉ của bé Nguyễn An từ 02/03/2027 đến 03/03/2027 không được duyệt. Thiếu giấy tờ.',
    },
    en: {
      title: 'Leave request declined',
      body: "Nguyễn An's leave from 02/03/2027 to 03/03/2027 was declined. Thiếu giấy tờ.",
    },
  },
  medicine_decided: {
    params: { child, date: '04/03/2027', status: 'approved', reason: '' },
    url: '/parent/medicine',
    tag: 'medicine:m1',
    vi: {
      title: 'Đơn dặn thuốc đã được nhận',
      body: 'Nhà trường đã nhận đơn dặn thuốc ngày 04/03/2027 của bé Nguyễn An.',
    },
    en: {
      title: 'Medicine request accepted',
      body: "The school accepted Nguyễn An's medicine request for 04/03/2027.",
    },
  },
  vaccine_declaration_decided: {
    params: { child, vaccine: 'Sởi', status: 'approved', reason: '' },
    url: '/parent/vaccines',
    tag: 'vaccine-declaration:v1',
    vi: { title: 'Khai báo tiêm chủng đã được xác nhận', body: 'Mũi Sởi của bé Nguyễn An đã được ghi nhận.' },
    en: { title: 'Vaccine record confirmed', body: "Nguyễn An's Sởi dose is on record." },
  },
  dose_given: {
    params: { child, medicine: 'Siro ho', time: '10:30' },
    url: '/parent/medicine',
    tag: 'dose:d1',
    vi: { title: 'Bé Nguyễn An đã được cho uống thuốc', body: 'Siro ho, lúc 10:30.' },
    en: { title: 'Nguyễn An was given their medicine', body: 'Siro ho, at 10:30.' },
  },
  dose_not_given: {
    params: { child, medicine: 'Siro ho', time: '14:00', reason: 'Bé ngủ.' },
    url: '/parent/medicine',
    tag: 'dose:d2',
    vi: { title: 'Bé Nguyễn An chưa được cho uống thuốc', body: 'Siro ho, liều 14:00: Bé ngủ.' },
    en: { title: 'Nguyễn An was not given their medicine', body: 'Siro ho, the 14:00 dose: Bé ngủ.' },
  },
  message_answered: {
    params: { child, staff: 'Cô Lan' },
    url: '/parent/messages?id=q1',
    tag: 'message:q1',
    vi: { title: 'Nhà trường đã trả lời tin nhắn', body: 'Cô Lan đã trả lời tin nhắn của bạn về bé Nguyễn An.' },
    en: { title: 'The school answered your message', body: 'Cô Lan answered your message about Nguyễn An.' },
  },
  message_started: {
    params: { child, staff: 'Cô Lan' },
    url: '/parent/messages?id=q2',
    tag: 'message:q2',
    vi: { title: 'Tin nhắn mới từ nhà trường', body: 'Cô Lan gửi bạn một tin nhắn về bé Nguyễn An.' },
    en: { title: 'A new message from the school', body: 'Cô Lan sent you a message about Nguyễn An.' },
  },
  invoice_issued: {
    params: { child, title: 'Học phí tháng 3', amount: 2_660_000 },
    url: '/parent/payments/i1',
    tag: 'invoice:i1',
    vi: { title: 'Hoá đơn mới: Học phí tháng 3', body: 'Học phí của bé Nguyễn An: 2.660.000 ₫.' },
    en: { title: 'New invoice: Học phí tháng 3', body: "Nguyễn An's fees: 2,660,000 ₫." },
  },
  payment_recorded: {
    params: { child, amount: 1_500_000, date: '05/03/2027' },
    url: '/parent/payments/i1',
    tag: 'invoice:i1',
    vi: { title: 'Đã nhận thanh toán', body: 'Nhà trường đã nhận 1.500.000 ₫ cho bé Nguyễn An ngày 05/03/2027.' },
    en: { title: 'Payment received', body: 'The school received 1,500,000 ₫ for Nguyễn An on 05/03/2027.' },
  },
  survey_opened: {
    params: { title: 'Bữa trưa', closes: '10/03/2027' },
    url: '/parent/surveys',
    tag: 'survey:s1',
    vi: { title: 'Khảo sát mới: Bữa trưa', body: 'Mời bạn trả lời trước ngày 10/03/2027.' },
    en: { title: 'New survey: Bữa trưa', body: 'Please answer by 10/03/2027.' },
  },
  survey_closing: {
    params: { title: 'Bữa trưa', closes: '10/03/2027' },
    url: '/parent/surveys',
    tag: 'survey:s1',
    vi: { title: 'Khảo sát sắp hết hạn: Bữa trưa', body: 'Khảo sát đóng ngày 10/03/2027. Bạn chưa trả lời.' },
    en: { title: 'Survey closing soon: Bữa trưa', body: 'It closes on 10/03/2027. You have not answered yet.' },
  },
  event_created: {
    params: { title: 'Tết thiếu nhi', date: '01/06/2027' },
    url: '/parent/events',
    tag: 'event:e1',
    vi: { title: 'Sự kiện mới: Tết thiếu nhi', body: 'Ngày 01/06/2027. Cho nhà trường biết bạn có tham gia không.' },
    en: { title: 'New event: Tết thiếu nhi', body: 'On 01/06/2027. Let the school know whether you are coming.' },
  },
  event_tomorrow: {
    params: { title: 'Tết thiếu nhi', date: '01/06/2027' },
    url: '/parent/events',
    tag: 'event:e1',
    vi: { title: 'Ngày mai: Tết thiếu nhi', body: 'Sự kiện diễn ra ngày 01/06/2027.' },
    en: { title: 'Tomorrow: Tết thiếu nhi', body: 'The event is on 01/06/2027.' },
  },
  menu_published: {
    params: { from: '01/03/2027', to: '05/03/2027' },
    url: '/parent/menus?week=2027-W09',
    tag: 'menu:mau_giao:2027-W09',
    vi: { title: 'Thực đơn tuần mới', body: 'Thực đơn của bé từ 01/03/2027 đến 05/03/2027 đã được công bố.' },
    en: { title: 'This week’s menu is out', body: 'Your child’s menu from 01/03/2027 to 05/03/2027 has been published.' },
  },
  checked_in: {
    params: { child, time: '07:45' },
    url: '/parent',
    tag: 'attendance:st1:2027-03-02',
    vi: { title: 'Bé Nguyễn An đã đến lớp', body: 'Lúc 07:45.' },
    en: { title: 'Nguyễn An has arrived at school', body: 'At 07:45.' },
  },
  checked_out: {
    params: { child, time: '16:30', by: 'Bà ngoại' },
    url: '/parent',
    tag: 'attendance:st1:2027-03-02',
    vi: { title: 'Bé Nguyễn An đã ra về', body: 'Lúc 16:30, Bà ngoại đón.' },
    en: { title: 'Nguyễn An has left school', body: 'At 16:30, picked up by Bà ngoại.' },
  },
  contact_book_sent: {
    params: { class: 'Lá 1', date: '02/03/2027' },
    url: '/parent/contact-book?date=2027-03-02',
    tag: 'contact-book:c1:2027-03-02',
    vi: { title: 'Sổ liên lạc ngày 02/03/2027', body: 'Cô giáo lớp Lá 1 đã gửi sổ liên lạc hôm nay của bé. Chạm để xem.' },
    en: { title: 'Contact book of 02/03/2027', body: "The teachers of Lá 1 have sent today's contact book. Tap to read it." },
  },
  contact_book_edited: {
    params: { child, date: '02/03/2027' },
    url: '/parent/contact-book?date=2027-03-02',
    tag: 'contact-book-edited:st1:2027-03-02',
    vi: { title: 'Sổ liên lạc ngày 02/03/2027 đã được sửa', body: 'Cô giáo đã sửa sổ liên lạc của bé Nguyễn An sau khi gửi. Chạm để xem.' },
    en: { title: 'Contact book of 02/03/2027 corrected', body: "The teachers have corrected Nguyễn An's contact book after sending it. Tap to read it." },
  },
};

export const STAFF_SAMPLES: { [K in StaffEventKind]: Sample<K> } = {
  absence_requested: {
    params: { child, class: 'Lá 1', from: '02/03/2027', to: '03/03/2027' },
    url: '/management/absence',
    tag: 'absence:a2',
    vi: { title: 'Đơn nghỉ học mới: Nguyễn An', body: 'Lớp Lá 1, từ 02/03/2027 đến 03/03/2027.' },
    en: { title: 'New leave request: Nguyễn An', body: 'Class Lá 1, from 02/03/2027 to 03/03/2027.' },
  },
  medicine_requested: {
    params: { child, class: 'Lá 1', date: '04/03/2027' },
    url: '/management/medicine-request',
    tag: 'medicine:m2',
    vi: { title: 'Đơn dặn thuốc mới: Nguyễn An', body: 'Lớp Lá 1, ngày 04/03/2027.' },
    en: { title: 'New medicine request: Nguyễn An', body: 'Class Lá 1, for 04/03/2027.' },
  },
  vaccine_declared: {
    params: { child, class: 'Lá 1', vaccine: 'Sởi' },
    url: '/management/vaccine-declaration',
    tag: 'vaccine-declaration:v2',
    vi: { title: 'Khai báo tiêm chủng mới: Nguyễn An', body: 'Lớp Lá 1, mũi Sởi.' },
    en: { title: 'New vaccine record: Nguyễn An', body: 'Class Lá 1, Sởi.' },
  },
  message_received: {
    params: { child, class: 'Lá 1' },
    url: '/management/message-request',
    tag: 'message:q2',
    vi: { title: 'Tin nhắn mới của phụ huynh', body: 'Phụ huynh bé Nguyễn An, lớp Lá 1.' },
    en: { title: 'New message from a parent', body: "Nguyễn An's family, class Lá 1." },
  },
  message_no_teacher: {
    params: { child, class: 'Lá 1' },
    url: '/management/message-request',
    tag: 'message:q3',
    vi: { title: 'Tin nhắn gửi giáo viên lớp Lá 1 chuyển đến nhà trường', body: 'Lớp Lá 1 chưa có giáo viên phụ trách. Phụ huynh bé Nguyễn An.' },
    en: { title: 'A message to the Lá 1 teacher came to the school', body: "Class Lá 1 has no teacher. From Nguyễn An's family." },
  },
  dose_due: {
    params: { child, class: 'Lá 1', medicine: 'Siro ho', time: '10:30' },
    url: '/management/medicine-request/mobile',
    tag: 'dose:d3',
    vi: { title: 'Sắp đến giờ cho uống thuốc: Nguyễn An', body: 'Lớp Lá 1: Siro ho lúc 10:30.' },
    en: { title: 'Medicine due soon: Nguyễn An', body: 'Class Lá 1: Siro ho at 10:30.' },
  },
  survey_closed: {
    params: { title: 'Bữa trưa', answers: 1 },
    url: '/management/survey',
    tag: 'survey:s2',
    vi: { title: 'Khảo sát đã đóng: Bữa trưa', body: '1 lượt trả lời.' },
    en: { title: 'Survey closed: Bữa trưa', body: '1 answer.' },
  },
};
