import type { SeedLanguage } from './types';

const YES_NO = ['Có', 'Không'];

export const VI: SeedLanguage = {
  templates: {
    'Reference Questionnaire': {
      templateName: 'Bảng câu hỏi dành cho người giới thiệu',
      description:
        'Một vài câu hỏi về cách quý vị quen biết người nộp đơn và những gì quý vị đã thấy khi họ ở cùng trẻ em.',
    },
    'LIC 9163 Request for Live Scan Service': {
      templateName: 'LIC 9163 Yêu cầu dịch vụ Live Scan',
      description: 'Yêu cầu kiểm tra lý lịch tư pháp bằng dấu vân tay từ Bộ Tư pháp California và FBI.',
    },
    'RFA 01A Resource Family Application': {
      templateName: 'RFA 01A Đơn xin làm gia đình nuôi dưỡng',
      description:
        'Đơn xin phê duyệt làm gia đình nuôi dưỡng, liệt kê những người nộp đơn và mọi người sống trong nhà.',
    },
    'RFA 01B Resource Family Applicant Criminal Record Statement': {
      templateName: 'RFA 01B Bản khai lý lịch tư pháp của người nộp đơn',
      description: 'Bản khai về mọi tiền án hình sự, bắt buộc đối với mỗi người lớn trong nhà.',
    },
    'LIC 627 Consent for Emergency Medical Treatment': {
      templateName: 'LIC 627 Đồng ý điều trị y tế khẩn cấp',
      description: 'Cho phép chăm sóc y tế khẩn cấp cho trẻ được giao cho gia đình quý vị.',
    },
    'Agency Confidentiality Agreement': {
      templateName: 'Thỏa thuận bảo mật của cơ quan',
      description: 'Bảo vệ quyền riêng tư của trẻ được chăm sóc và gia đình các em, kể cả trên mạng xã hội.',
    },
    'Discipline Policy Acknowledgement': {
      templateName: 'Xác nhận chính sách kỷ luật',
      description:
        'Xác nhận rằng quý vị hiểu chính sách kỷ luật tích cực của cơ quan và lệnh cấm trừng phạt thân thể.',
    },
  },
  fields: {
    reference_known_how: { label: 'Quý vị quen biết người nộp đơn như thế nào?' },
    reference_years_known: { label: 'Quý vị đã quen biết người nộp đơn bao nhiêu năm?' },
    reference_seen_with_children: {
      label: 'Quý vị đã từng thấy người nộp đơn ở cùng trẻ em chưa?',
      options: YES_NO,
    },
    reference_children_observations: { label: 'Quý vị đã thấy gì về người nộp đơn khi ở cùng trẻ em?' },
    reference_strengths: { label: 'Người nộp đơn có những điểm mạnh nào khi chăm sóc một đứa trẻ?' },
    reference_concerns: {
      label: 'Quý vị có lo ngại nào về việc người nộp đơn chăm sóc trẻ em không?',
      options: YES_NO,
    },
    reference_concern_details: { label: 'Xin mô tả những lo ngại của quý vị' },
    reference_recommend: {
      label: 'Quý vị có giới thiệu người nộp đơn làm cha mẹ nguồn lực không?',
      options: ['Có', 'Có dè dặt', 'Không'],
    },
    reference_certify: { label: 'Thông tin tôi cung cấp là đúng theo sự hiểu biết tốt nhất của tôi' },
    applicant_name: { label: 'Họ và tên người nộp đơn', placeholder: 'Họ Tên đệm Tên' },
    date_of_birth: { label: 'Ngày sinh' },
    sex: { label: 'Giới tính', options: ['Nữ', 'Nam', 'X'] },
    drivers_license: { label: 'Số bằng lái xe hoặc thẻ căn cước' },
    home_address: { label: 'Địa chỉ nhà' },
    phone: { label: 'Số điện thoại' },
    co_applicant_name: { label: 'Họ và tên người đồng nộp đơn' },
    email: { label: 'Địa chỉ email' },
    household_members: { label: 'Những người khác sống trong nhà (tên, tuổi, quan hệ)' },
    previously_licensed: {
      label: 'Quý vị đã từng được cấp phép hoặc phê duyệt để chăm sóc trẻ em chưa?',
      options: YES_NO,
    },
    certify: {
      label: 'Tôi xác nhận, chịu hình phạt nếu khai man, rằng thông tin trên là đúng sự thật và chính xác',
    },
    convicted: {
      label: 'Quý vị đã từng bị kết án về tội hình sự ở California hoặc nơi khác chưa?',
      options: YES_NO,
    },
    conviction_details: { label: 'Nếu có, hãy liệt kê từng bản án kèm ngày và địa điểm' },
    child_name: { label: 'Họ và tên của trẻ' },
    child_date_of_birth: { label: 'Ngày sinh của trẻ' },
    physician_name: { label: 'Bác sĩ hoặc phòng khám' },
    physician_phone: { label: 'Điện thoại của bác sĩ' },
    allergies: { label: 'Dị ứng và thuốc đang dùng đã biết', placeholder: 'Không có' },
    authorized_caregiver: { label: 'Người chăm sóc được phép đồng ý' },
    caregiver_names: { label: 'Tên những người chăm sóc' },
    understands_confidentiality: {
      label: 'Tôi sẽ không chia sẻ thông tin về trẻ được chăm sóc hoặc gia đình các em',
    },
    social_media: { label: 'Tôi sẽ không đăng ảnh hoặc thông tin chi tiết về trẻ được chăm sóc lên mạng' },
    signed_date: { label: 'Ngày' },
    no_corporal_punishment: { label: 'Tôi hiểu rằng trừng phạt thân thể không bao giờ được phép' },
    discipline_approaches: { label: 'Hãy mô tả cách quý vị hướng dẫn hành vi trong gia đình' },
    questions: { label: 'Câu hỏi dành cho nhân viên xã hội của quý vị' },
  },
};
