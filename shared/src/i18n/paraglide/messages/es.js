/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} About_Awards_FailedInputs */
/** @typedef {{}} About_Awards_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} About_DescriptionInputs */
/** @typedef {{}} About_Figures_HeadingInputs */
/** @typedef {{}} About_Follow_HeadingInputs */
/** @typedef {{}} About_Follow_IntroInputs */
/** @typedef {{}} About_IntroInputs */
/** @typedef {{}} About_Leadership_FailedInputs */
/** @typedef {{}} About_Leadership_HeadingInputs */
/** @typedef {{}} About_LoadingInputs */
/** @typedef {{}} About_Logo_Best_In_RegionInputs */
/** @typedef {{}} About_Logo_Consumer_TrustInputs */
/** @typedef {{}} About_Logo_Services_AllianceInputs */
/** @typedef {{}} About_Logo_Warranty_AssociationInputs */
/** @typedef {{}} About_Logos_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} About_Story_FamilyInputs */
/** @typedef {{}} About_Story_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown>, city: NonNullable<unknown> }} About_Story_WhatInputs */
/** @typedef {{}} About_Story_WhereInputs */
/** @typedef {{}} About_TitleInputs */
/** @typedef {{}} Account_Agent_Invoices_No_OrdersInputs */
/** @typedef {{}} Account_Agent_Invoices_NoneInputs */
/** @typedef {{}} Account_AmountInputs */
/** @typedef {{}} Account_Autopay_AgreeInputs */
/** @typedef {{}} Account_Autopay_Agree_LeadInputs */
/** @typedef {{}} Account_Autopay_No_CardInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Autopay_NoteInputs */
/** @typedef {{}} Account_Autopay_On_TitleInputs */
/** @typedef {{}} Account_CancelInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Cancel_FailureInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Cancel_SuccessInputs */
/** @typedef {{}} Account_CancellingInputs */
/** @typedef {{}} Account_CardInputs */
/** @typedef {{}} Account_Card_AddInputs */
/** @typedef {{}} Account_Card_AddedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Choice_DefaultInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Choice_ExpiredInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Choice_Expired_DefaultInputs */
/** @typedef {{}} Account_Card_DefaultInputs */
/** @typedef {{}} Account_Card_Default_For_PlanInputs */
/** @typedef {{}} Account_Card_DeleteInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Card_Delete_FailureInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Delete_LabelInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Delete_QuestionInputs */
/** @typedef {{}} Account_Card_Delete_TitleInputs */
/** @typedef {{}} Account_Card_DeletedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Deleted_New_DefaultInputs */
/** @typedef {{}} Account_Card_Expiration_LabelInputs */
/** @typedef {{}} Account_Card_Expiration_PlaceholderInputs */
/** @typedef {{}} Account_Card_ExpiredInputs */
/** @typedef {{}} Account_Card_Expired_BadgeInputs */
/** @typedef {{ expires: NonNullable<unknown> }} Account_Card_ExpiresInputs */
/** @typedef {{}} Account_Card_Expiry_InvalidInputs */
/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown>, expires: NonNullable<unknown> }} Account_Card_LabelInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Made_DefaultInputs */
/** @typedef {{}} Account_Card_Make_DefaultInputs */
/** @typedef {{}} Account_Card_Make_Default_FailureInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Make_Default_LabelInputs */
/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Account_Card_NameInputs */
/** @typedef {{}} Account_Card_No_ChangeInputs */
/** @typedef {{}} Account_Card_PaysInputs */
/** @typedef {{}} Account_Card_Pays_NoneInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Card_Pays_PolicyInputs */
/** @typedef {{}} Account_Card_SaveInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Card_Save_FailureInputs */
/** @typedef {{}} Account_Card_SyncedInputs */
/** @typedef {{}} Account_Card_UpdateInputs */
/** @typedef {{}} Account_Card_Update_TitleInputs */
/** @typedef {{}} Account_Card_UpdatedInputs */
/** @typedef {{}} Account_Card_Use_For_PlanInputs */
/** @typedef {{}} Account_Cards_Default_NoteInputs */
/** @typedef {{}} Account_Cards_Load_FailureInputs */
/** @typedef {{}} Account_Cards_NoneInputs */
/** @typedef {{}} Account_Cards_SyncInputs */
/** @typedef {{}} Account_Cards_SyncingInputs */
/** @typedef {{}} Account_Change_PasswordInputs */
/** @typedef {{}} Account_CloseInputs */
/** @typedef {{}} Account_Complete_Order_CompletingInputs */
/** @typedef {{}} Account_Complete_Order_Date_LabelInputs */
/** @typedef {{}} Account_Complete_Order_Date_RequiredInputs */
/** @typedef {{ planName: NonNullable<unknown>, address: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Account_Complete_Order_TextInputs */
/** @typedef {{}} Account_Complete_Order_TitleInputs */
/** @typedef {{}} Account_ContractInputs */
/** @typedef {{}} Account_Contract_Class_ActiveInputs */
/** @typedef {{}} Account_Contract_Class_Closing_SoonInputs */
/** @typedef {{}} Account_Contract_Class_UpcomingInputs */
/** @typedef {{}} Account_Contract_CoverageInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Account_Contract_DatesInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Contract_NumberInputs */
/** @typedef {{}} Account_Contract_PriceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Contract_Price_At_ClosingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Contract_Price_MonthlyInputs */
/** @typedef {{}} Account_Contract_RenewInputs */
/** @typedef {{}} Account_Contract_Starts_At_ClosingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Contract_Starts_At_Closing_EstimatedInputs */
/** @typedef {{}} Account_Contract_Status_ActiveInputs */
/** @typedef {{}} Account_Contract_Status_CancelledInputs */
/** @typedef {{}} Account_Contract_Status_ExpiredInputs */
/** @typedef {{}} Account_Contract_Status_PendingInputs */
/** @typedef {{}} Account_Contract_Status_SuspendedInputs */
/** @typedef {{}} Account_Contract_UpgradeInputs */
/** @typedef {{}} Account_Coverage_AddonsInputs */
/** @typedef {{}} Account_Coverage_LimitsInputs */
/** @typedef {{ item: NonNullable<unknown> }} Account_Coverage_Limits_LabelInputs */
/** @typedef {{}} Account_Coverage_Load_FailureInputs */
/** @typedef {{}} Account_Coverage_No_AddonsInputs */
/** @typedef {{}} Account_Coverage_Plan_LimitsInputs */
/** @typedef {{}} Account_Default_Card_Choose_CardInputs */
/** @typedef {{}} Account_Default_Card_Choose_PlanInputs */
/** @typedef {{}} Account_Default_Card_NoteInputs */
/** @typedef {{}} Account_Default_Card_SuccessInputs */
/** @typedef {{}} Account_Default_Card_TitleInputs */
/** @typedef {{}} Account_Delete_DeletingInputs */
/** @typedef {{}} Account_Delete_KeepInputs */
/** @typedef {{ what: NonNullable<unknown>, why: NonNullable<unknown> }} Account_Delete_Kept_ItemInputs */
/** @typedef {{}} Account_Delete_Kept_LeadInputs */
/** @typedef {{}} Account_Delete_Kept_Records_WhatInputs */
/** @typedef {{}} Account_Delete_Kept_Records_WhyInputs */
/** @typedef {{}} Account_Delete_Kept_Requests_WhatInputs */
/** @typedef {{}} Account_Delete_Kept_Requests_WhyInputs */
/** @typedef {{}} Account_Delete_Kept_Transactions_WhatInputs */
/** @typedef {{}} Account_Delete_Kept_Transactions_WhyInputs */
/** @typedef {{}} Account_Delete_PasswordInputs */
/** @typedef {{}} Account_Delete_Password_HintInputs */
/** @typedef {{}} Account_Delete_TextInputs */
/** @typedef {{}} Account_Delete_TitleInputs */
/** @typedef {{}} Account_DetailsInputs */
/** @typedef {{}} Account_DueInputs */
/** @typedef {{}} Account_EmailInputs */
/** @typedef {{}} Account_Failed_Payment_BadgeInputs */
/** @typedef {{ due: NonNullable<unknown>, failed: NonNullable<unknown> }} Account_Failed_Payment_DatesInputs */
/** @typedef {{}} Account_Failed_Payment_DescriptionInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Failed_Payment_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Failed_Payments_TextInputs */
/** @typedef {{}} Account_Failed_Payments_TitleInputs */
/** @typedef {{}} Account_Flyer_Add_PhotoInputs */
/** @typedef {{}} Account_Flyer_Change_PhotoInputs */
/** @typedef {{}} Account_Flyer_DownloadInputs */
/** @typedef {{}} Account_Flyer_Download_FailureInputs */
/** @typedef {{ megabytes: NonNullable<unknown> }} Account_Flyer_Photo_Too_LargeInputs */
/** @typedef {{}} Account_Flyer_Photo_TypeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Flyer_With_PhotoInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Glance_ClosingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Glance_NoticesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Glance_OwedInputs */
/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Glance_Past_DueInputs */
/** @typedef {{}} Account_Glance_Pay_NowInputs */
/** @typedef {{}} Account_Glance_Read_NoticesInputs */
/** @typedef {{}} Account_Glance_See_OrdersInputs */
/** @typedef {{}} Account_Glance_TitleInputs */
/** @typedef {{}} Account_InvoiceInputs */
/** @typedef {{}} Account_Invoice_Details_Load_FailureInputs */
/** @typedef {{}} Account_Invoice_Details_TitleInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, due: NonNullable<unknown> }} Account_Invoice_LineInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, due: NonNullable<unknown>, paid: NonNullable<unknown> }} Account_Invoice_Line_PaidInputs */
/** @typedef {{}} Account_Invoice_No_PaymentsInputs */
/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Invoice_PaymentInputs */
/** @typedef {{ payment: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Invoice_Payment_RefundedInputs */
/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown>, card: NonNullable<unknown> }} Account_Invoice_Payment_With_CardInputs */
/** @typedef {{}} Account_Invoice_State_CancelledInputs */
/** @typedef {{}} Account_Invoice_State_DueInputs */
/** @typedef {{ state: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Invoice_State_OnInputs */
/** @typedef {{}} Account_Invoice_State_PaidInputs */
/** @typedef {{}} Account_Invoice_State_Past_DueInputs */
/** @typedef {{}} Account_Invoices_Load_FailureInputs */
/** @typedef {{}} Account_Invoices_No_PlansInputs */
/** @typedef {{}} Account_Invoices_NoneInputs */
/** @typedef {{}} Account_Ledger_CancelledInputs */
/** @typedef {{}} Account_Ledger_ChargeInputs */
/** @typedef {{}} Account_Ledger_CreditInputs */
/** @typedef {{}} Account_Ledger_FeeInputs */
/** @typedef {{}} Account_Ledger_PaymentInputs */
/** @typedef {{}} Account_Ledger_PayoutInputs */
/** @typedef {{}} Account_Ledger_Plan_ChangeInputs */
/** @typedef {{}} Account_Ledger_RefundInputs */
/** @typedef {{}} Account_LoadingInputs */
/** @typedef {{}} Account_Loading_CardsInputs */
/** @typedef {{}} Account_Menu_BillingInputs */
/** @typedef {{}} Account_Menu_InvoicesInputs */
/** @typedef {{}} Account_Menu_LabelInputs */
/** @typedef {{}} Account_Menu_My_AccountInputs */
/** @typedef {{}} Account_Menu_My_PlansInputs */
/** @typedef {{}} Account_Menu_New_OrderInputs */
/** @typedef {{}} Account_Menu_NoticesInputs */
/** @typedef {{}} Account_Menu_OrdersInputs */
/** @typedef {{}} Account_Menu_ProfileInputs */
/** @typedef {{}} Account_Menu_Service_RequestsInputs */
/** @typedef {{}} Account_Merge_Email_LabelInputs */
/** @typedef {{}} Account_Merge_Email_RequiredInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Merge_FailureInputs */
/** @typedef {{}} Account_Merge_NowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Merge_Offer_TextInputs */
/** @typedef {{}} Account_Merge_Password_LabelInputs */
/** @typedef {{}} Account_Merge_Password_RequiredInputs */
/** @typedef {{ other: NonNullable<unknown>, email: NonNullable<unknown> }} Account_Merge_QuestionInputs */
/** @typedef {{}} Account_Merge_TextInputs */
/** @typedef {{}} Account_Merge_TitleInputs */
/** @typedef {{}} Account_MergingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_AgreedInputs */
/** @typedef {{ date: NonNullable<unknown>, ended: NonNullable<unknown> }} Account_My_Data_Agreed_EndedInputs */
/** @typedef {{}} Account_My_Data_ArchiveInputs */
/** @typedef {{}} Account_My_Data_Archive_HintInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, card: NonNullable<unknown> }} Account_My_Data_AutopayInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_My_Data_Autopay_No_CardInputs */
/** @typedef {{}} Account_My_Data_BackInputs */
/** @typedef {{}} Account_My_Data_CardsInputs */
/** @typedef {{}} Account_My_Data_ConsentsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Account_My_Data_CoveredInputs */
/** @typedef {{}} Account_My_Data_DownloadInputs */
/** @typedef {{}} Account_My_Data_Download_FailureInputs */
/** @typedef {{ fileName: NonNullable<unknown> }} Account_My_Data_DownloadedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_DueInputs */
/** @typedef {{}} Account_My_Data_FilesInputs */
/** @typedef {{}} Account_My_Data_InvoicesInputs */
/** @typedef {{}} Account_My_Data_Load_FailureInputs */
/** @typedef {{}} Account_My_Data_Member_SinceInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_My_Data_MessagesInputs */
/** @typedef {{}} Account_My_Data_Messages_LeadInputs */
/** @typedef {{}} Account_My_Data_NoneInputs */
/** @typedef {{}} Account_My_Data_Not_SentInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_OpenedInputs */
/** @typedef {{}} Account_My_Data_Ordered_For_OwnerInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_Paid_OnInputs */
/** @typedef {{ date: NonNullable<unknown>, card: NonNullable<unknown> }} Account_My_Data_Paid_WithInputs */
/** @typedef {{}} Account_My_Data_PaymentsInputs */
/** @typedef {{}} Account_My_Data_PlansInputs */
/** @typedef {{}} Account_My_Data_PreparingInputs */
/** @typedef {{}} Account_My_Data_PrintInputs */
/** @typedef {{}} Account_My_Data_ProfileInputs */
/** @typedef {{}} Account_My_Data_ReadInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_Ready_TextInputs */
/** @typedef {{}} Account_My_Data_Ready_TitleInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_RefundedInputs */
/** @typedef {{}} Account_My_Data_RequestsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_SentInputs */
/** @typedef {{}} Account_My_Data_Service_AgreementInputs */
/** @typedef {{}} Account_My_Data_Sms_OffInputs */
/** @typedef {{}} Account_My_Data_Sms_OnInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_My_Data_Summary_LeadInputs */
/** @typedef {{}} Account_My_Data_TextInputs */
/** @typedef {{}} Account_My_Data_TitleInputs */
/** @typedef {{}} Account_NameInputs */
/** @typedef {{}} Account_New_CardInputs */
/** @typedef {{}} Account_NoInputs */
/** @typedef {{}} Account_Not_NowInputs */
/** @typedef {{}} Account_Notice_DismissInputs */
/** @typedef {{ title: NonNullable<unknown> }} Account_Notice_Dismiss_LabelInputs */
/** @typedef {{}} Account_Notice_ImportantInputs */
/** @typedef {{}} Account_Notices_Dismiss_AllInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Notices_Dismiss_All_QuestionInputs */
/** @typedef {{}} Account_Notices_Dismiss_All_TitleInputs */
/** @typedef {{}} Account_Notices_Dismiss_FailureInputs */
/** @typedef {{}} Account_Notices_Load_FailureInputs */
/** @typedef {{}} Account_Notices_NoneInputs */
/** @typedef {{}} Account_OfflineInputs */
/** @typedef {{}} Account_Order_Amount_DueInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Order_BuyerInputs */
/** @typedef {{}} Account_Order_CancelInputs */
/** @typedef {{ planName: NonNullable<unknown>, policyNumber: NonNullable<unknown>, address: NonNullable<unknown> }} Account_Order_Cancel_QuestionInputs */
/** @typedef {{}} Account_Order_Change_Closing_DateInputs */
/** @typedef {{}} Account_Order_Closing_Change_FailureInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Order_Closing_ChangedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Order_Closing_Changed_ResentInputs */
/** @typedef {{ date: NonNullable<unknown>, days: NonNullable<unknown> }} Account_Order_Closing_In_DaysInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Order_Closing_TodayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Order_Closing_TomorrowInputs */
/** @typedef {{}} Account_Order_Complete_At_ClosingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Order_Complete_FailureInputs */
/** @typedef {{}} Account_Order_ConvertInputs */
/** @typedef {{}} Account_Order_Escrow_InvoiceInputs */
/** @typedef {{}} Account_Order_Estimated_ClosingInputs */
/** @typedef {{ status: NonNullable<unknown>, officer: NonNullable<unknown>, company: NonNullable<unknown> }} Account_Order_Invoice_ByInputs */
/** @typedef {{ status: NonNullable<unknown>, officer: NonNullable<unknown>, company: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Order_Invoice_By_OnInputs */
/** @typedef {{}} Account_Order_Invoice_CancelledInputs */
/** @typedef {{}} Account_Order_Invoice_Not_SentInputs */
/** @typedef {{ status: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Order_Invoice_OnInputs */
/** @typedef {{}} Account_Order_Invoice_PaidInputs */
/** @typedef {{}} Account_Order_Invoice_SentInputs */
/** @typedef {{ status: NonNullable<unknown>, officer: NonNullable<unknown>, company: NonNullable<unknown> }} Account_Order_Invoice_ToInputs */
/** @typedef {{ status: NonNullable<unknown>, officer: NonNullable<unknown>, company: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Order_Invoice_To_OnInputs */
/** @typedef {{}} Account_Order_Invoice_ViewedInputs */
/** @typedef {{}} Account_Order_New_Closing_DateInputs */
/** @typedef {{}} Account_Order_Nothing_DueInputs */
/** @typedef {{ planName: NonNullable<unknown>, address: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Order_Payment_SummaryInputs */
/** @typedef {{}} Account_Order_Payment_TitleInputs */
/** @typedef {{ planName: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Account_Order_Plan_LineInputs */
/** @typedef {{ planName: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Account_Order_Plan_Line_ListingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Order_SellerInputs */
/** @typedef {{}} Account_Orders_Load_FailureInputs */
/** @typedef {{}} Account_Orders_NoneInputs */
/** @typedef {{}} Account_Owner_Confirm_LabelInputs */
/** @typedef {{}} Account_Owner_Confirm_NoInputs */
/** @typedef {{}} Account_Owner_Confirm_TextInputs */
/** @typedef {{}} Account_Owner_Confirm_YesInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Pay_AmountInputs */
/** @typedef {{}} Account_Pay_In_FullInputs */
/** @typedef {{}} Account_Pay_In_Full_NoteInputs */
/** @typedef {{ count: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Pay_In_Full_SummaryInputs */
/** @typedef {{}} Account_Pay_In_Full_TitleInputs */
/** @typedef {{}} Account_Pay_In_Full_WorkingInputs */
/** @typedef {{ description: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Pay_Invoice_SummaryInputs */
/** @typedef {{}} Account_Pay_Invoice_TitleInputs */
/** @typedef {{}} Account_Pay_WithInputs */
/** @typedef {{}} Account_PayingInputs */
/** @typedef {{}} Account_Payment_Connection_LostInputs */
/** @typedef {{}} Account_Payment_DeclinedInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Payment_FailureInputs */
/** @typedef {{}} Account_Payment_Failure_TitleInputs */
/** @typedef {{}} Account_Payment_Methods_TitleInputs */
/** @typedef {{}} Account_Payment_Needs_CardInputs */
/** @typedef {{}} Account_PaymentsInputs */
/** @typedef {{}} Account_PhoneInputs */
/** @typedef {{}} Account_Phone_FaxInputs */
/** @typedef {{}} Account_Phone_HomeInputs */
/** @typedef {{ number: NonNullable<unknown>, type: NonNullable<unknown> }} Account_Phone_LineInputs */
/** @typedef {{ number: NonNullable<unknown>, type: NonNullable<unknown> }} Account_Phone_Line_PrimaryInputs */
/** @typedef {{}} Account_Phone_MobileInputs */
/** @typedef {{}} Account_Phone_OtherInputs */
/** @typedef {{}} Account_Phone_WorkInputs */
/** @typedef {{}} Account_PhonesInputs */
/** @typedef {{}} Account_PlanInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Plan_Agreed_OnInputs */
/** @typedef {{}} Account_Plan_At_RenewalInputs */
/** @typedef {{}} Account_Plan_Auto_RenewInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Plan_Automatic_OffInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Plan_Automatic_OnInputs */
/** @typedef {{}} Account_Plan_AutopayInputs */
/** @typedef {{}} Account_Plan_Autopay_As_AgreedInputs */
/** @typedef {{}} Account_Plan_Autopay_As_DueInputs */
/** @typedef {{}} Account_Plan_Autopay_Keep_OnInputs */
/** @typedef {{}} Account_Plan_Autopay_OffInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Plan_Autopay_Off_QuestionInputs */
/** @typedef {{}} Account_Plan_Autopay_Off_TitleInputs */
/** @typedef {{}} Account_Plan_Autopay_On_Other_CardInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Plan_Autopay_On_WithInputs */
/** @typedef {{}} Account_Plan_Autopay_Turn_OffInputs */
/** @typedef {{}} Account_Plan_BalanceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Plan_Balance_CreditInputs */
/** @typedef {{}} Account_Plan_Balance_NothingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Plan_Balance_OwedInputs */
/** @typedef {{}} Account_Plan_CancelInputs */
/** @typedef {{ planName: NonNullable<unknown>, policyNumber: NonNullable<unknown>, address: NonNullable<unknown> }} Account_Plan_Cancel_QuestionInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Plan_Change_FailureInputs */
/** @typedef {{ planName: NonNullable<unknown> }} Account_Plan_Changes_ToInputs */
/** @typedef {{}} Account_Plan_Charge_CancelledInputs */
/** @typedef {{}} Account_Plan_Charge_OwedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Plan_Charge_Owed_AmountInputs */
/** @typedef {{}} Account_Plan_Charge_PaidInputs */
/** @typedef {{}} Account_Plan_Details_Load_FailureInputs */
/** @typedef {{}} Account_Plan_Details_LoadingInputs */
/** @typedef {{}} Account_Plan_EndsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Plan_Ends_OnInputs */
/** @typedef {{}} Account_Plan_Hide_DetailsInputs */
/** @typedef {{}} Account_Plan_Invoiced_InsteadInputs */
/** @typedef {{}} Account_Plan_Money_Load_FailureInputs */
/** @typedef {{}} Account_Plan_Money_LoadingInputs */
/** @typedef {{}} Account_Plan_Nothing_PaidInputs */
/** @typedef {{}} Account_Plan_OwnerInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Account_Plan_Paid_In_FullInputs */
/** @typedef {{}} Account_Plan_Paid_ThroughInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Plan_Quote_FailureInputs */
/** @typedef {{}} Account_Plan_RenewsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Plan_Renews_OnInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Account_Plan_SettingInputs */
/** @typedef {{}} Account_Plan_StatementInputs */
/** @typedef {{}} Account_Plan_Statement_EmptyInputs */
/** @typedef {{}} Account_Plan_Statement_LabelInputs */
/** @typedef {{}} Account_Plan_TermInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Plan_Term_YearsInputs */
/** @typedef {{}} Account_Plans_Details_CoverageInputs */
/** @typedef {{}} Account_Plans_Load_FailureInputs */
/** @typedef {{}} Account_Plans_NoneInputs */
/** @typedef {{}} Account_Profile_Add_PhoneInputs */
/** @typedef {{}} Account_Profile_EditInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Profile_Email_NoteInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Profile_FailureInputs */
/** @typedef {{}} Account_Profile_First_NameInputs */
/** @typedef {{}} Account_Profile_First_Name_RequiredInputs */
/** @typedef {{}} Account_Profile_LanguageInputs */
/** @typedef {{}} Account_Profile_Language_HintInputs */
/** @typedef {{}} Account_Profile_Last_NameInputs */
/** @typedef {{}} Account_Profile_Last_Name_RequiredInputs */
/** @typedef {{}} Account_Profile_No_PhonesInputs */
/** @typedef {{}} Account_Profile_Phone_IncompleteInputs */
/** @typedef {{ number: NonNullable<unknown>, type: NonNullable<unknown> }} Account_Profile_Phone_LineInputs */
/** @typedef {{ number: NonNullable<unknown>, type: NonNullable<unknown> }} Account_Profile_Phone_Line_PrimaryInputs */
/** @typedef {{ n: NonNullable<unknown> }} Account_Profile_Phone_NInputs */
/** @typedef {{}} Account_Profile_Phone_TypeInputs */
/** @typedef {{}} Account_Profile_PrimaryInputs */
/** @typedef {{ n: NonNullable<unknown> }} Account_Profile_Remove_PhoneInputs */
/** @typedef {{}} Account_Profile_SavedInputs */
/** @typedef {{}} Account_Profile_Sms_Phone_RequiredInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Profile_Too_Many_PhonesInputs */
/** @typedef {{}} Account_PropertyInputs */
/** @typedef {{}} Account_RemoveInputs */
/** @typedef {{}} Account_SaveInputs */
/** @typedef {{}} Account_SavingInputs */
/** @typedef {{}} Account_Sms_OfferInputs */
/** @typedef {{}} Account_Sms_OnInputs */
/** @typedef {{}} Account_Sms_Phone_LabelInputs */
/** @typedef {{}} Account_Sms_Phone_ProblemInputs */
/** @typedef {{}} Account_Sms_Sign_UpInputs */
/** @typedef {{}} Account_Sms_Signing_UpInputs */
/** @typedef {{}} Account_Sms_TitleInputs */
/** @typedef {{}} Account_Sr_Add_NoteInputs */
/** @typedef {{}} Account_Sr_Add_Note_LabelInputs */
/** @typedef {{}} Account_Sr_Adding_NoteInputs */
/** @typedef {{}} Account_Sr_Book_This_TimeInputs */
/** @typedef {{}} Account_Sr_Book_VisitInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Account_Sr_Booked_NowInputs */
/** @typedef {{}} Account_Sr_BookingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Sr_Cancel_FailureInputs */
/** @typedef {{ number: NonNullable<unknown>, item: NonNullable<unknown> }} Account_Sr_Cancel_QuestionInputs */
/** @typedef {{}} Account_Sr_Cancel_ReasonInputs */
/** @typedef {{}} Account_Sr_Cancel_RequestInputs */
/** @typedef {{}} Account_Sr_Cancel_TitleInputs */
/** @typedef {{}} Account_Sr_Cancel_VisitInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Sr_CancelledInputs */
/** @typedef {{}} Account_Sr_Cash_AcceptInputs */
/** @typedef {{}} Account_Sr_Cash_Accept_ConsequenceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Sr_Cash_Accept_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown>, mailTo: NonNullable<unknown>, days: NonNullable<unknown> }} Account_Sr_Cash_Accept_PaymentInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Sr_Cash_Accept_QuestionInputs */
/** @typedef {{}} Account_Sr_Cash_AcceptedInputs */
/** @typedef {{}} Account_Sr_Cash_Accepted_TitleInputs */
/** @typedef {{}} Account_Sr_Cash_Answer_FailureInputs */
/** @typedef {{}} Account_Sr_Cash_DeclineInputs */
/** @typedef {{}} Account_Sr_Cash_DeclinedInputs */
/** @typedef {{}} Account_Sr_Cash_HowInputs */
/** @typedef {{}} Account_Sr_Cash_LabelInputs */
/** @typedef {{}} Account_Sr_Cash_Mailed_ToInputs */
/** @typedef {{}} Account_Sr_Cash_MethodInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Sr_Cash_OfferInputs */
/** @typedef {{}} Account_Sr_Cash_Offer_AcceptedInputs */
/** @typedef {{}} Account_Sr_Cash_Offer_DeclinedInputs */
/** @typedef {{}} Account_Sr_Cash_Paid_ByInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Sr_Cash_Settled_AfterInputs */
/** @typedef {{ days: NonNullable<unknown> }} Account_Sr_Cash_WithinInputs */
/** @typedef {{}} Account_Sr_Change_VisitInputs */
/** @typedef {{}} Account_Sr_Change_Visit_TitleInputs */
/** @typedef {{}} Account_Sr_ContractorInputs */
/** @typedef {{}} Account_Sr_CoveredInputs */
/** @typedef {{}} Account_Sr_DecisionInputs */
/** @typedef {{}} Account_Sr_Decision_ApprovedInputs */
/** @typedef {{}} Account_Sr_Decision_Awaiting_ApprovalInputs */
/** @typedef {{}} Account_Sr_Decision_DeniedInputs */
/** @typedef {{ status: NonNullable<unknown> }} Account_Sr_Decision_HeadingInputs */
/** @typedef {{}} Account_Sr_DiagnosisInputs */
/** @typedef {{}} Account_Sr_Event_ArrivedInputs */
/** @typedef {{}} Account_Sr_Event_Cash_DeclinedInputs */
/** @typedef {{}} Account_Sr_Event_Cash_OfferedInputs */
/** @typedef {{}} Account_Sr_Event_On_My_WayInputs */
/** @typedef {{}} Account_Sr_Event_ScheduledInputs */
/** @typedef {{}} Account_Sr_Event_SubmittedInputs */
/** @typedef {{}} Account_Sr_FeeInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Account_Sr_Fee_PaidInputs */
/** @typedef {{}} Account_Sr_Finding_TimesInputs */
/** @typedef {{}} Account_Sr_Hide_NotesInputs */
/** @typedef {{}} Account_Sr_History_TitleInputs */
/** @typedef {{}} Account_Sr_Load_FailureInputs */
/** @typedef {{}} Account_Sr_Loading_NotesInputs */
/** @typedef {{}} Account_Sr_No_NotesInputs */
/** @typedef {{}} Account_Sr_No_TimesInputs */
/** @typedef {{}} Account_Sr_NoneInputs */
/** @typedef {{}} Account_Sr_None_No_PlanInputs */
/** @typedef {{}} Account_Sr_Not_CoveredInputs */
/** @typedef {{}} Account_Sr_Not_YetInputs */
/** @typedef {{}} Account_Sr_Note_AddedInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Sr_Note_FailureInputs */
/** @typedef {{}} Account_Sr_Note_RequiredInputs */
/** @typedef {{}} Account_Sr_Notes_Load_FailureInputs */
/** @typedef {{}} Account_Sr_Reason_RequiredInputs */
/** @typedef {{ number: NonNullable<unknown>, opened: NonNullable<unknown> }} Account_Sr_Request_LineInputs */
/** @typedef {{ line: NonNullable<unknown>, closed: NonNullable<unknown> }} Account_Sr_Request_Line_ClosedInputs */
/** @typedef {{ number: NonNullable<unknown>, policyNumber: NonNullable<unknown>, opened: NonNullable<unknown> }} Account_Sr_Request_Line_ContractInputs */
/** @typedef {{}} Account_Sr_Request_UpdateInputs */
/** @typedef {{}} Account_Sr_RequestingInputs */
/** @typedef {{}} Account_Sr_Settled_With_CashInputs */
/** @typedef {{}} Account_Sr_Show_NotesInputs */
/** @typedef {{}} Account_Sr_Stage_Waiting_On_PartsInputs */
/** @typedef {{}} Account_Sr_Status_ApprovedInputs */
/** @typedef {{}} Account_Sr_Status_CancelledInputs */
/** @typedef {{}} Account_Sr_Status_CompleteInputs */
/** @typedef {{}} Account_Sr_Status_Complete_BillingInputs */
/** @typedef {{}} Account_Sr_Status_Complete_InvoicedInputs */
/** @typedef {{}} Account_Sr_Status_Complete_Pending_PaymentInputs */
/** @typedef {{}} Account_Sr_Status_DeniedInputs */
/** @typedef {{}} Account_Sr_Status_OpenInputs */
/** @typedef {{}} Account_Sr_Status_Pending_ApprovalInputs */
/** @typedef {{}} Account_Sr_Status_Sent_To_ContractorInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Sr_Status_Update_FailureInputs */
/** @typedef {{}} Account_Sr_Status_Update_SentInputs */
/** @typedef {{}} Account_Sr_Status_Update_TitleInputs */
/** @typedef {{}} Account_Sr_Status_Work_CompleteInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Sr_Timeline_LabelInputs */
/** @typedef {{}} Account_Sr_VisitInputs */
/** @typedef {{}} Account_Sr_Visit_Book_FailureInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Account_Sr_Visit_BookedInputs */
/** @typedef {{}} Account_Sr_Visit_Cancel_FailureInputs */
/** @typedef {{}} Account_Sr_Visit_CancelledInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Account_Sr_Window_LabelInputs */
/** @typedef {{}} Account_Sr_Work_OrderInputs */
/** @typedef {{}} Account_Sr_Your_AnswersInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Sr_Your_ShareInputs */
/** @typedef {{}} Account_StatusInputs */
/** @typedef {{}} Account_Summary_No_PhonesInputs */
/** @typedef {{}} Account_Summary_Saved_DetailsInputs */
/** @typedef {{}} Account_Summary_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Account_Text_Opt_In_FailureInputs */
/** @typedef {{ firstName: NonNullable<unknown>, lastName: NonNullable<unknown> }} Account_WelcomeInputs */
/** @typedef {{}} Account_YesInputs */
/** @typedef {{}} Auth_Choose_New_PasswordInputs */
/** @typedef {{}} Auth_Claim_TitleInputs */
/** @typedef {{}} Auth_Current_PasswordInputs */
/** @typedef {{}} Auth_Email_PlaceholderInputs */
/** @typedef {{}} Auth_Forgot_PasswordInputs */
/** @typedef {{}} Auth_LoginInputs */
/** @typedef {{}} Auth_Login_HelpInputs */
/** @typedef {{}} Auth_LogoutInputs */
/** @typedef {{}} Auth_New_PasswordInputs */
/** @typedef {{}} Auth_PasswordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_HintInputs */
/** @typedef {{}} Auth_Remember_MeInputs */
/** @typedef {{}} Auth_Signed_Out_TextInputs */
/** @typedef {{}} Auth_Signing_In_TextInputs */
/** @typedef {{}} Auth_Signing_In_TitleInputs */
/** @typedef {{}} Auth_SubmitInputs */
/** @typedef {{}} Auth_UsernameInputs */
/** @typedef {{}} Auth_Username_PlaceholderInputs */
/** @typedef {{}} Benefits_Clients_TextInputs */
/** @typedef {{}} Benefits_Clients_TitleInputs */
/** @typedef {{}} Benefits_Closings_TextInputs */
/** @typedef {{}} Benefits_Closings_TitleInputs */
/** @typedef {{}} Benefits_Education_All_TextInputs */
/** @typedef {{}} Benefits_Education_All_TitleInputs */
/** @typedef {{}} Benefits_Education_Buying_TextInputs */
/** @typedef {{}} Benefits_Education_Buying_TitleInputs */
/** @typedef {{}} Benefits_Education_HeadingInputs */
/** @typedef {{}} Benefits_Education_Repairs_TextInputs */
/** @typedef {{}} Benefits_Education_Repairs_TitleInputs */
/** @typedef {{}} Benefits_Education_Warranty_TextInputs */
/** @typedef {{}} Benefits_Education_Warranty_TitleInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Benefits_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Benefits_IntroInputs */
/** @typedef {{}} Benefits_Listings_TextInputs */
/** @typedef {{}} Benefits_Listings_TitleInputs */
/** @typedef {{}} Benefits_Rep_TextInputs */
/** @typedef {{}} Benefits_Rep_TitleInputs */
/** @typedef {{}} Brochure_Address_OptionalInputs */
/** @typedef {{}} Brochure_Download_FrameInputs */
/** @typedef {{}} Brochure_DownloadingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Brochure_Error_TextInputs */
/** @typedef {{}} Brochure_Form_LabelInputs */
/** @typedef {{}} Brochure_HeadingInputs */
/** @typedef {{}} Brochure_LanguageInputs */
/** @typedef {{}} Brochure_Language_EnglishInputs */
/** @typedef {{}} Brochure_Language_SpanishInputs */
/** @typedef {{}} Brochure_Phone_OptionalInputs */
/** @typedef {{}} Brochure_Point_AttachInputs */
/** @typedef {{}} Brochure_Point_PrintInputs */
/** @typedef {{}} Brochure_Point_ShareInputs */
/** @typedef {{}} Brochure_PreparingInputs */
/** @typedef {{}} Brochure_Real_Estate_QuestionInputs */
/** @typedef {{}} Brochure_SubmitInputs */
/** @typedef {{}} Brochure_TextInputs */
/** @typedef {{}} Chat_CloseInputs */
/** @typedef {{}} Chat_Message_LabelInputs */
/** @typedef {{}} Chat_SendInputs */
/** @typedef {{}} Chat_TitleInputs */
/** @typedef {{}} Claim_Answer_DateInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Claim_Answer_Date_BetweenInputs */
/** @typedef {{ min: NonNullable<unknown> }} Claim_Answer_Date_FromInputs */
/** @typedef {{ max: NonNullable<unknown> }} Claim_Answer_Date_UntilInputs */
/** @typedef {{}} Claim_Answer_Five_StarInputs */
/** @typedef {{}} Claim_Answer_InitialsInputs */
/** @typedef {{}} Claim_Answer_NoneInputs */
/** @typedef {{}} Claim_Answer_Not_AnsweredInputs */
/** @typedef {{}} Claim_Answer_NumberInputs */
/** @typedef {{ min: NonNullable<unknown> }} Claim_Answer_Number_At_LeastInputs */
/** @typedef {{ max: NonNullable<unknown> }} Claim_Answer_Number_At_MostInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Claim_Answer_Number_BetweenInputs */
/** @typedef {{}} Claim_Answer_OptionInputs */
/** @typedef {{}} Claim_Answer_OptionsInputs */
/** @typedef {{}} Claim_Answer_RequiredInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_Answer_StarsInputs */
/** @typedef {{}} Claim_Answer_TextInputs */
/** @typedef {{ maxLength: NonNullable<unknown> }} Claim_Answer_Too_LongInputs */
/** @typedef {{}} Claim_Answer_Yes_NoInputs */
/** @typedef {{}} Claim_BackInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Call_UsInputs */
/** @typedef {{}} Claim_CancelInputs */
/** @typedef {{ card: NonNullable<unknown> }} Claim_Card_ExpiredInputs */
/** @typedef {{}} Claim_Card_RequiredInputs */
/** @typedef {{}} Claim_Cards_LoadingInputs */
/** @typedef {{}} Claim_Check_FailureInputs */
/** @typedef {{}} Claim_CheckingInputs */
/** @typedef {{}} Claim_Checking_TitleInputs */
/** @typedef {{}} Claim_Choose_ItemInputs */
/** @typedef {{}} Claim_Choose_PlanInputs */
/** @typedef {{}} Claim_CloseInputs */
/** @typedef {{}} Claim_Contact_EmailInputs */
/** @typedef {{}} Claim_Contact_Email_InvalidInputs */
/** @typedef {{}} Claim_Contact_Email_RequiredInputs */
/** @typedef {{}} Claim_Contact_Method_EmailInputs */
/** @typedef {{}} Claim_Contact_Method_LegendInputs */
/** @typedef {{}} Claim_Contact_Method_PhoneInputs */
/** @typedef {{}} Claim_Contact_Method_TextInputs */
/** @typedef {{}} Claim_Contact_NameInputs */
/** @typedef {{}} Claim_Contact_Name_RequiredInputs */
/** @typedef {{}} Claim_Contact_PhoneInputs */
/** @typedef {{}} Claim_Contact_Phone_IncompleteInputs */
/** @typedef {{}} Claim_Contact_Phone_RequiredInputs */
/** @typedef {{}} Claim_Contact_Time_AfternoonInputs */
/** @typedef {{}} Claim_Contact_Time_AnytimeInputs */
/** @typedef {{}} Claim_Contact_Time_EveningInputs */
/** @typedef {{}} Claim_Contact_Time_LabelInputs */
/** @typedef {{}} Claim_Contact_Time_MorningInputs */
/** @typedef {{}} Claim_Contact_TitleInputs */
/** @typedef {{}} Claim_ContinueInputs */
/** @typedef {{}} Claim_Covered_TitleInputs */
/** @typedef {{}} Claim_DateInputs */
/** @typedef {{}} Claim_Default_CardInputs */
/** @typedef {{}} Claim_Dialog_TitleInputs */
/** @typedef {{}} Claim_DoneInputs */
/** @typedef {{ number: NonNullable<unknown> }} Claim_Done_NumberInputs */
/** @typedef {{}} Claim_Done_TitleInputs */
/** @typedef {{}} Claim_Failed_Back_To_QuestionsInputs */
/** @typedef {{}} Claim_Failed_Back_To_ReviewInputs */
/** @typedef {{}} Claim_Failed_DeclinedInputs */
/** @typedef {{}} Claim_Failed_LostInputs */
/** @typedef {{}} Claim_Failed_Other_CardInputs */
/** @typedef {{}} Claim_Failed_Other_TimeInputs */
/** @typedef {{}} Claim_Failed_Review_FeeInputs */
/** @typedef {{}} Claim_Failed_TitleInputs */
/** @typedef {{}} Claim_Failed_Try_AgainInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Fee_TextInputs */
/** @typedef {{}} Claim_Fee_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Flow_Broken_TextInputs */
/** @typedef {{}} Claim_Flow_Broken_TitleInputs */
/** @typedef {{}} Claim_Item_Add_OnInputs */
/** @typedef {{}} Claim_Item_TitleInputs */
/** @typedef {{}} Claim_Items_Load_FailureInputs */
/** @typedef {{}} Claim_Items_LoadingInputs */
/** @typedef {{}} Claim_Items_NoneInputs */
/** @typedef {{}} Claim_Leave_NoInputs */
/** @typedef {{}} Claim_Leave_TextInputs */
/** @typedef {{}} Claim_Leave_TitleInputs */
/** @typedef {{}} Claim_Leave_YesInputs */
/** @typedef {{}} Claim_Menu_New_Service_RequestInputs */
/** @typedef {{}} Claim_Menu_Service_RequestsInputs */
/** @typedef {{}} Claim_Needs_ConnectionInputs */
/** @typedef {{}} Claim_New_CardInputs */
/** @typedef {{}} Claim_New_Card_OfflineInputs */
/** @typedef {{}} Claim_NoInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_No_PlansInputs */
/** @typedef {{}} Claim_No_Saved_Card_OfflineInputs */
/** @typedef {{}} Claim_No_TimeInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Not_AuthorizedInputs */
/** @typedef {{}} Claim_Not_Covered_TitleInputs */
/** @typedef {{}} Claim_Note_TitleInputs */
/** @typedef {{}} Claim_Offline_ItemsInputs */
/** @typedef {{}} Claim_Offline_UncheckedInputs */
/** @typedef {{}} Claim_Page_Go_To_AccountInputs */
/** @typedef {{}} Claim_Page_IntroInputs */
/** @typedef {{}} Claim_Page_StartInputs */
/** @typedef {{}} Claim_Page_TitleInputs */
/** @typedef {{}} Claim_Pay_WithInputs */
/** @typedef {{}} Claim_Payment_New_Card_LabelInputs */
/** @typedef {{}} Claim_Permission_To_EnterInputs */
/** @typedef {{}} Claim_Photo_FailureInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Claim_Photo_Failure_BecauseInputs */
/** @typedef {{}} Claim_Photo_Failure_ConnectionInputs */
/** @typedef {{}} Claim_Photo_HelpInputs */
/** @typedef {{}} Claim_Photo_LabelInputs */
/** @typedef {{}} Claim_Photo_OfflineInputs */
/** @typedef {{}} Claim_Photo_PreviewInputs */
/** @typedef {{}} Claim_Photo_RemoveInputs */
/** @typedef {{}} Claim_Photo_Send_AgainInputs */
/** @typedef {{}} Claim_Photo_SendingInputs */
/** @typedef {{}} Claim_Photo_SentInputs */
/** @typedef {{}} Claim_Photo_SkipInputs */
/** @typedef {{}} Claim_Photo_TitleInputs */
/** @typedef {{ size: NonNullable<unknown> }} Claim_Photo_Too_LargeInputs */
/** @typedef {{}} Claim_Photo_Wrong_TypeInputs */
/** @typedef {{}} Claim_Plan_TitleInputs */
/** @typedef {{}} Claim_Plans_Load_FailureInputs */
/** @typedef {{}} Claim_Plans_LoadingInputs */
/** @typedef {{}} Claim_Plans_OfflineInputs */
/** @typedef {{ number: NonNullable<unknown> }} Claim_Question_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Claim_Question_OfInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Claim_Question_Of_Up_ToInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_Question_OptionalInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Questions_Call_UsInputs */
/** @typedef {{}} Claim_Questions_Load_FailureInputs */
/** @typedef {{}} Claim_Questions_LoadingInputs */
/** @typedef {{}} Claim_Questions_OfflineInputs */
/** @typedef {{}} Claim_Questions_TitleInputs */
/** @typedef {{}} Claim_Queue_Check_And_ResendInputs */
/** @typedef {{}} Claim_Queue_Check_FailureInputs */
/** @typedef {{}} Claim_Queue_ClearInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_ConfirmInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown> }} Claim_Queue_Confirm_CardInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Confirm_When_OnlineInputs */
/** @typedef {{}} Claim_Queue_DescribeInputs */
/** @typedef {{}} Claim_Queue_DiscardInputs */
/** @typedef {{ item: NonNullable<unknown> }} Claim_Queue_Discard_TextInputs */
/** @typedef {{}} Claim_Queue_Discard_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, was: NonNullable<unknown> }} Claim_Queue_Fee_Changed_TextInputs */
/** @typedef {{}} Claim_Queue_Fee_Changed_TitleInputs */
/** @typedef {{}} Claim_Queue_Fee_NowInputs */
/** @typedef {{ item: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Claim_Queue_ItemInputs */
/** @typedef {{ item: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Claim_Queue_Item_FeeInputs */
/** @typedef {{}} Claim_Queue_KeepInputs */
/** @typedef {{}} Claim_Queue_Not_AuthorizedInputs */
/** @typedef {{}} Claim_Queue_Not_NowInputs */
/** @typedef {{}} Claim_Queue_Not_SentInputs */
/** @typedef {{}} Claim_Queue_RefusedInputs */
/** @typedef {{}} Claim_Queue_ResendInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Resend_PayInputs */
/** @typedef {{}} Claim_Queue_Resend_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Send_And_PayInputs */
/** @typedef {{}} Claim_Queue_Send_NowInputs */
/** @typedef {{}} Claim_Queue_SendingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Claim_Queue_SentInputs */
/** @typedef {{}} Claim_Queue_TitleInputs */
/** @typedef {{}} Claim_Queue_WaitingInputs */
/** @typedef {{}} Claim_Refused_TitleInputs */
/** @typedef {{}} Claim_Review_Adult_HomeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_Review_AnswersInputs */
/** @typedef {{}} Claim_Review_ContactInputs */
/** @typedef {{}} Claim_Review_Fee_NoneInputs */
/** @typedef {{}} Claim_Review_ItemInputs */
/** @typedef {{}} Claim_Review_OfflineInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Review_Offline_FeeInputs */
/** @typedef {{}} Claim_Review_PhotoInputs */
/** @typedef {{}} Claim_Review_Photo_NoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Claim_Review_Photo_OfflineInputs */
/** @typedef {{}} Claim_Review_PlanInputs */
/** @typedef {{}} Claim_Review_TitleInputs */
/** @typedef {{}} Claim_Review_VisitInputs */
/** @typedef {{}} Claim_Safety_ImportantInputs */
/** @typedef {{}} Claim_Safety_TextInputs */
/** @typedef {{}} Claim_Safety_TitleInputs */
/** @typedef {{}} Claim_Safety_UnderstandInputs */
/** @typedef {{}} Claim_Save_For_LaterInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Saved_FeeInputs */
/** @typedef {{}} Claim_Saved_No_FeeInputs */
/** @typedef {{ item: NonNullable<unknown> }} Claim_Saved_TextInputs */
/** @typedef {{}} Claim_Saved_TitleInputs */
/** @typedef {{}} Claim_Sending_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_StarsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Submit_And_PayInputs */
/** @typedef {{}} Claim_Submit_RequestInputs */
/** @typedef {{ window: NonNullable<unknown> }} Claim_Success_BookedInputs */
/** @typedef {{}} Claim_Success_Booked_ChangeInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Success_EmergencyInputs */
/** @typedef {{}} Claim_Success_Next_Business_DayInputs */
/** @typedef {{}} Claim_Time_FindingInputs */
/** @typedef {{}} Claim_Time_LegendInputs */
/** @typedef {{}} Claim_Time_Load_FailureInputs */
/** @typedef {{}} Claim_Time_NoneInputs */
/** @typedef {{}} Claim_Time_None_LocalInputs */
/** @typedef {{}} Claim_Time_NoteInputs */
/** @typedef {{}} Claim_Time_TitleInputs */
/** @typedef {{}} Claim_Try_AgainInputs */
/** @typedef {{}} Claim_View_HistoryInputs */
/** @typedef {{}} Claim_We_Will_CallInputs */
/** @typedef {{}} Claim_YesInputs */
/** @typedef {{}} Claim_Your_AnswerInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Claim_Your_Answer_InInputs */
/** @typedef {{}} Claim_Your_InitialsInputs */
/** @typedef {{}} Claim_Your_PlansInputs */
/** @typedef {{}} Claims_Assign_FigureInputs */
/** @typedef {{}} Claims_Assign_TextInputs */
/** @typedef {{}} Claims_Award_FigureInputs */
/** @typedef {{}} Claims_Award_TextInputs */
/** @typedef {{}} Claims_HeadingInputs */
/** @typedef {{}} Claims_Homeowners_FigureInputs */
/** @typedef {{}} Claims_Homeowners_TextInputs */
/** @typedef {{}} Claims_Parts_FigureInputs */
/** @typedef {{}} Claims_Parts_TextInputs */
/** @typedef {{}} Claims_Price_FigureInputs */
/** @typedef {{}} Claims_Price_TextInputs */
/** @typedef {{}} Claims_Saving_FigureInputs */
/** @typedef {{}} Claims_Saving_TextInputs */
/** @typedef {{}} Claims_Staff_FigureInputs */
/** @typedef {{}} Claims_Staff_TextInputs */
/** @typedef {{}} Common_Article_Load_Failure_TextInputs */
/** @typedef {{}} Common_Article_Load_Failure_TitleInputs */
/** @typedef {{}} Common_Brochure_Error_TextInputs */
/** @typedef {{}} Common_Brochure_Error_TitleInputs */
/** @typedef {{}} Common_Change_Password_BreachedInputs */
/** @typedef {{}} Common_Change_Password_Current_IncorrectInputs */
/** @typedef {{}} Common_Change_Password_Current_RequiredInputs */
/** @typedef {{}} Common_Change_Password_FailureInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Common_Change_Password_Reset_Link_SpentInputs */
/** @typedef {{}} Common_Change_Password_Same_As_CurrentInputs */
/** @typedef {{}} Common_Change_Password_SuccessInputs */
/** @typedef {{}} Common_Chat_Answer_TimeInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Common_Chat_FailedInputs */
/** @typedef {{}} Common_Chat_SentInputs */
/** @typedef {{}} Common_Contact_Email_InvalidInputs */
/** @typedef {{}} Common_Contact_Email_RequiredInputs */
/** @typedef {{}} Common_Contact_Message_RequiredInputs */
/** @typedef {{}} Common_Contact_SuccessInputs */
/** @typedef {{}} Common_Convert_Failure_TitleInputs */
/** @typedef {{}} Common_Coupon_FailureInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Common_Coupon_SuccessInputs */
/** @typedef {{}} Common_Date_Window_Audit_PageInputs */
/** @typedef {{}} Common_Date_Window_Blocked_DayInputs */
/** @typedef {{}} Common_Date_Window_Cheque_ReceivedInputs */
/** @typedef {{}} Common_Date_Window_ClosingInputs */
/** @typedef {{}} Common_Date_Window_VisitInputs */
/** @typedef {{}} Common_Date_Window_Welcome_CallInputs */
/** @typedef {{}} Common_Default_Payment_Method_FailureInputs */
/** @typedef {{ preAuthorizedAmount: NonNullable<unknown>, newDiscount: NonNullable<unknown> }} Common_Dispatch_Change_Discount_TextInputs */
/** @typedef {{}} Common_Dispatch_Change_Discount_TitleInputs */
/** @typedef {{}} Common_Dispatch_Save_FailureInputs */
/** @typedef {{}} Common_Dispatch_Save_SuccessInputs */
/** @typedef {{}} Common_Dispatch_Submission_CancelledInputs */
/** @typedef {{}} Common_Feature_Flags_Load_FailureInputs */
/** @typedef {{}} Common_File_Upload_FailureInputs */
/** @typedef {{}} Common_File_Upload_SendingInputs */
/** @typedef {{}} Common_File_Upload_SuccessInputs */
/** @typedef {{}} Common_Forgot_Password_Email_InvalidInputs */
/** @typedef {{}} Common_Forgot_Password_Email_RequiredInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Forgot_Password_SuccessInputs */
/** @typedef {{}} Common_Forgot_Password_TextInputs */
/** @typedef {{}} Common_Forgot_Password_TitleInputs */
/** @typedef {{}} Common_Geolocation_Timed_OutInputs */
/** @typedef {{}} Common_Geolocation_UnsupportedInputs */
/** @typedef {{}} Common_Impersonation_FailureInputs */
/** @typedef {{}} Common_Initialization_Essential_Scripts_FailedInputs */
/** @typedef {{}} Common_Initialization_OfflineInputs */
/** @typedef {{}} Common_Initialization_Timed_OutInputs */
/** @typedef {{}} Common_LoadingInputs */
/** @typedef {{}} Common_Login_Error_TextInputs */
/** @typedef {{}} Common_Login_Error_TitleInputs */
/** @typedef {{}} Common_Login_Link_InvalidInputs */
/** @typedef {{}} Common_Login_Repair_TitleInputs */
/** @typedef {{}} Common_Login_Session_ExpiredInputs */
/** @typedef {{}} Common_Login_TitleInputs */
/** @typedef {{}} Common_Login_Too_Many_AttemptsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Common_Login_Unsent_KeptInputs */
/** @typedef {{}} Common_Merge_AutomaticInputs */
/** @typedef {{}} Common_Merge_SuccessInputs */
/** @typedef {{}} Common_Newsletter_Confirm_ButtonInputs */
/** @typedef {{}} Common_Newsletter_Confirm_InvalidInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Newsletter_Confirm_SentInputs */
/** @typedef {{}} Common_Newsletter_Confirm_Sent_TitleInputs */
/** @typedef {{}} Common_Newsletter_Confirm_TextInputs */
/** @typedef {{}} Common_Newsletter_Confirm_TitleInputs */
/** @typedef {{}} Common_Newsletter_Confirmed_TitleInputs */
/** @typedef {{}} Common_Newsletter_FailureInputs */
/** @typedef {{}} Common_Newsletter_Failure_TitleInputs */
/** @typedef {{}} Common_Newsletter_Field_ErrorInputs */
/** @typedef {{}} Common_Newsletter_Field_InvalidInputs */
/** @typedef {{}} Common_Newsletter_Invalid_TextInputs */
/** @typedef {{}} Common_Newsletter_Invalid_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Newsletter_SuccessInputs */
/** @typedef {{}} Common_Newsletter_Success_TitleInputs */
/** @typedef {{}} Common_No_Service_TextInputs */
/** @typedef {{}} Common_No_Service_TitleInputs */
/** @typedef {{}} Common_Not_An_AmountInputs */
/** @typedef {{}} Common_Not_Found_Go_BackInputs */
/** @typedef {{}} Common_Not_Found_TextInputs */
/** @typedef {{}} Common_Not_Found_TitleInputs */
/** @typedef {{}} Common_Order_Complete_TextInputs */
/** @typedef {{}} Common_Order_Complete_TitleInputs */
/** @typedef {{}} Common_Partner_Failure_TitleInputs */
/** @typedef {{}} Common_Partner_SuccessInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Common_Payment_SuccessInputs */
/** @typedef {{}} Common_Quick_Order_Budget_RequiredInputs */
/** @typedef {{ most: NonNullable<unknown> }} Common_Quick_Order_Budget_Too_LargeInputs */
/** @typedef {{}} Common_Quote_Address_RequiredInputs */
/** @typedef {{}} Common_Quote_Email_InvalidInputs */
/** @typedef {{}} Common_Quote_Email_RequiredInputs */
/** @typedef {{}} Common_Quote_Error_TitleInputs */
/** @typedef {{}} Common_Quote_Name_RequiredInputs */
/** @typedef {{}} Common_Quote_Phone_RequiredInputs */
/** @typedef {{}} Common_Quote_Zip_RequiredInputs */
/** @typedef {{}} Common_Required_LabelInputs */
/** @typedef {{}} Common_Service_Request_Authorization_Failure_TitleInputs */
/** @typedef {{}} Common_Service_Request_Claim_FailureInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Common_Service_Request_Send_FailureInputs */
/** @typedef {{}} Common_Service_Request_SubmittingInputs */
/** @typedef {{}} Common_Service_Request_Success_After_HoursInputs */
/** @typedef {{}} Common_Service_Request_Success_In_HoursInputs */
/** @typedef {{}} Common_Status_Update_Cancel_FailureInputs */
/** @typedef {{}} Common_Status_Update_Cancel_Success_TextInputs */
/** @typedef {{}} Common_Status_Update_Cancel_Success_TitleInputs */
/** @typedef {{}} Common_Status_Update_FailureInputs */
/** @typedef {{}} Common_Status_Update_Success_TextInputs */
/** @typedef {{}} Common_Status_Update_Success_TitleInputs */
/** @typedef {{}} Common_Streem_Signup_Email_InvalidInputs */
/** @typedef {{}} Common_Streem_Signup_FailureInputs */
/** @typedef {{}} Common_Streem_Signup_Phone_LengthInputs */
/** @typedef {{}} Common_Streem_Signup_Phone_RequiredInputs */
/** @typedef {{ field: NonNullable<unknown> }} Common_Streem_Signup_RequiredInputs */
/** @typedef {{}} Common_Streem_Signup_SuccessInputs */
/** @typedef {{}} Common_Text_Opt_In_SuccessInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Common_Too_Many_RequestsInputs */
/** @typedef {{}} Common_Transport_Network_ErrorInputs */
/** @typedef {{}} Common_Transport_Server_Error_TextInputs */
/** @typedef {{}} Common_Transport_Server_Error_TitleInputs */
/** @typedef {{ status: NonNullable<unknown> }} Common_Transport_Server_Error_With_CodeInputs */
/** @typedef {{}} Common_Update_AvailableInputs */
/** @typedef {{}} Common_Update_ReloadInputs */
/** @typedef {{}} Common_Validation_Dialog_TitleInputs */
/** @typedef {{}} Contact_Customer_CareInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Contact_DescriptionInputs */
/** @typedef {{}} Contact_EyebrowInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Contact_Failed_TextInputs */
/** @typedef {{}} Contact_Failed_TitleInputs */
/** @typedef {{}} Contact_Form_HeadingInputs */
/** @typedef {{}} Contact_Form_IntroInputs */
/** @typedef {{}} Contact_Form_LabelInputs */
/** @typedef {{}} Contact_Info_HeadingInputs */
/** @typedef {{}} Contact_IntroInputs */
/** @typedef {{}} Contact_Mailing_AddressInputs */
/** @typedef {{}} Contact_MediaInputs */
/** @typedef {{}} Contact_Message_LabelInputs */
/** @typedef {{}} Contact_Sent_TitleInputs */
/** @typedef {{}} Contact_SubmitInputs */
/** @typedef {{}} Contact_TitleInputs */
/** @typedef {{}} Cookie_Bar_CloseInputs */
/** @typedef {{}} Cookie_Bar_TextInputs */
/** @typedef {{}} Cookie_Bar_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Data_Age_DaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Data_Age_HoursInputs */
/** @typedef {{}} Data_Age_Just_NowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Data_Age_MinutesInputs */
/** @typedef {{ when: NonNullable<unknown>, age: NonNullable<unknown> }} Data_Age_OfflineInputs */
/** @typedef {{ when: NonNullable<unknown>, age: NonNullable<unknown> }} Data_Age_Refresh_FailedInputs */
/** @typedef {{}} Escrow_Invoice_Amount_DueInputs */
/** @typedef {{}} Escrow_Invoice_Amount_PaidInputs */
/** @typedef {{}} Escrow_Invoice_BuyerInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Escrow_Invoice_Cancelled_CallInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Escrow_Invoice_Cancelled_Contract_CancelledInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Escrow_Invoice_Cancelled_Contract_ExpiredInputs */
/** @typedef {{}} Escrow_Invoice_Cancelled_InvoiceInputs */
/** @typedef {{}} Escrow_Invoice_Cancelled_TitleInputs */
/** @typedef {{}} Escrow_Invoice_Closing_DateInputs */
/** @typedef {{}} Escrow_Invoice_Contract_NumberInputs */
/** @typedef {{}} Escrow_Invoice_Email_LabelInputs */
/** @typedef {{}} Escrow_Invoice_Email_RequiredInputs */
/** @typedef {{}} Escrow_Invoice_Load_FailureInputs */
/** @typedef {{}} Escrow_Invoice_LoadingInputs */
/** @typedef {{}} Escrow_Invoice_Needs_EmailInputs */
/** @typedef {{}} Escrow_Invoice_Not_SetInputs */
/** @typedef {{}} Escrow_Invoice_PaidInputs */
/** @typedef {{ date: NonNullable<unknown> }} Escrow_Invoice_Paid_OnInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Escrow_Invoice_PayInputs */
/** @typedef {{}} Escrow_Invoice_Pay_TitleInputs */
/** @typedef {{}} Escrow_Invoice_PayingInputs */
/** @typedef {{}} Escrow_Invoice_Payment_FailureInputs */
/** @typedef {{}} Escrow_Invoice_PlanInputs */
/** @typedef {{}} Escrow_Invoice_PropertyInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Escrow_Invoice_QuestionsInputs */
/** @typedef {{}} Escrow_Invoice_TitleInputs */
/** @typedef {{}} Escrow_Invoice_Try_AgainInputs */
/** @typedef {{}} Footer_AboutInputs */
/** @typedef {{}} Footer_AccessibilityInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Footer_CallInputs */
/** @typedef {{}} Footer_ContactInputs */
/** @typedef {{}} Footer_ContractorsInputs */
/** @typedef {{}} Footer_HomeownersInputs */
/** @typedef {{}} Footer_Nav_LabelInputs */
/** @typedef {{}} Footer_Privacy_ChoicesInputs */
/** @typedef {{}} Footer_Privacy_PolicyInputs */
/** @typedef {{}} Footer_Real_EstateInputs */
/** @typedef {{}} Footer_ResourcesInputs */
/** @typedef {{}} Footer_State_NoticeInputs */
/** @typedef {{}} Footer_TaglineInputs */
/** @typedef {{}} Footer_TermsInputs */
/** @typedef {{}} Header_AccountInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Header_CallInputs */
/** @typedef {{}} Header_ContractorsInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Header_Home_LinkInputs */
/** @typedef {{}} Header_HomeownerInputs */
/** @typedef {{}} Header_LoginInputs */
/** @typedef {{}} Header_My_AccountInputs */
/** @typedef {{}} Header_Nav_LabelInputs */
/** @typedef {{}} Header_Real_EstateInputs */
/** @typedef {{}} Home_Become_ContractorInputs */
/** @typedef {{}} Home_Buyers_Callout_Brochure_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Brochure_TitleInputs */
/** @typedef {{}} Home_Buyers_Callout_Reps_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Reps_TitleInputs */
/** @typedef {{}} Home_Buyers_Callout_Tools_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Tools_TitleInputs */
/** @typedef {{}} Home_Buyers_Callout_Why_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Why_TitleInputs */
/** @typedef {{}} Home_Buyers_Callouts_HeadingInputs */
/** @typedef {{}} Home_Buyers_EyebrowInputs */
/** @typedef {{}} Home_Buyers_HeadingInputs */
/** @typedef {{}} Home_Buyers_IntroInputs */
/** @typedef {{}} Home_Buyers_Meta_Benefits_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Benefits_TitleInputs */
/** @typedef {{}} Home_Buyers_Meta_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Plans_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Plans_TitleInputs */
/** @typedef {{}} Home_Buyers_Meta_Reps_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Reps_TitleInputs */
/** @typedef {{}} Home_Buyers_Meta_Reviews_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Reviews_TitleInputs */
/** @typedef {{}} Home_Buyers_OrInputs */
/** @typedef {{}} Home_Buyers_Place_OrderInputs */
/** @typedef {{}} Home_Buyers_Plans_HeadingInputs */
/** @typedef {{}} Home_Buyers_Plans_IntroInputs */
/** @typedef {{}} Home_Buyers_Quick_Order_LoadingInputs */
/** @typedef {{}} Home_Buyers_Section_RepsInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Home_Buyers_Section_WhyInputs */
/** @typedef {{}} Home_Buyers_Subnav_LabelInputs */
/** @typedef {{}} Home_Contractors_HeadingInputs */
/** @typedef {{}} Home_Contractors_TextInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Home_DescriptionInputs */
/** @typedef {{}} Home_EyebrowInputs */
/** @typedef {{}} Home_Find_RepInputs */
/** @typedef {{}} Home_HeadingInputs */
/** @typedef {{}} Home_IntroInputs */
/** @typedef {{}} Home_Real_Estate_HeadingInputs */
/** @typedef {{}} Home_Real_Estate_PlansInputs */
/** @typedef {{}} Home_Real_Estate_Point1Inputs */
/** @typedef {{}} Home_Real_Estate_Point2Inputs */
/** @typedef {{}} Home_Real_Estate_Point3Inputs */
/** @typedef {{}} Home_Real_Estate_TextInputs */
/** @typedef {{}} Home_See_PlansInputs */
/** @typedef {{}} Home_Step1_TextInputs */
/** @typedef {{}} Home_Step1_TitleInputs */
/** @typedef {{}} Home_Step2_TextInputs */
/** @typedef {{}} Home_Step2_TitleInputs */
/** @typedef {{}} Home_Step3_TextInputs */
/** @typedef {{}} Home_Step3_TitleInputs */
/** @typedef {{}} Home_Steps_HeadingInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Homeowner_Choose_PlanInputs */
/** @typedef {{}} Homeowner_DescriptionInputs */
/** @typedef {{}} Homeowner_EyebrowInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Homeowner_IntroInputs */
/** @typedef {{}} Homeowner_Plans_HeadingInputs */
/** @typedef {{}} Homeowner_Plans_IntroInputs */
/** @typedef {{}} Homeowner_RenewInputs */
/** @typedef {{}} Homeowner_Request_QuoteInputs */
/** @typedef {{}} Homeowner_Subnav_LabelInputs */
/** @typedef {{}} Homeowner_TitleInputs */
/** @typedef {{}} Illustration_SoldInputs */
/** @typedef {{}} Install_AppInputs */
/** @typedef {{}} Install_Card_AddInputs */
/** @typedef {{}} Install_Card_DismissInputs */
/** @typedef {{}} Install_Card_IosInputs */
/** @typedef {{}} Install_Card_TitleInputs */
/** @typedef {{}} Install_Card_Why_ClaimInputs */
/** @typedef {{}} Install_Card_Why_ContractorInputs */
/** @typedef {{}} Install_Card_Why_OrderInputs */
/** @typedef {{ language: NonNullable<unknown> }} Language_Switch_ToInputs */
/** @typedef {{}} Legal_Accessibility_DescriptionInputs */
/** @typedef {{}} Legal_Accessibility_TitleInputs */
/** @typedef {{}} Legal_English_GovernsInputs */
/** @typedef {{}} Legal_Privacy_DescriptionInputs */
/** @typedef {{}} Legal_Privacy_TitleInputs */
/** @typedef {{}} Legal_State_Notice_DescriptionInputs */
/** @typedef {{}} Legal_State_Notice_TitleInputs */
/** @typedef {{}} Legal_Terms_DescriptionInputs */
/** @typedef {{}} Legal_Terms_TitleInputs */
/** @typedef {{}} Legal_Toc_LabelInputs */
/** @typedef {{ date: NonNullable<unknown> }} Legal_UpdatedInputs */
/** @typedef {{}} Mail_Button_AccountInputs */
/** @typedef {{}} Mail_Button_Change_VisitInputs */
/** @typedef {{}} Mail_Button_Choose_DayInputs */
/** @typedef {{}} Mail_Button_Choose_PasswordInputs */
/** @typedef {{}} Mail_Button_Confirm_OrderInputs */
/** @typedef {{}} Mail_Button_Confirm_SubscriptionInputs */
/** @typedef {{}} Mail_Button_Create_PasswordInputs */
/** @typedef {{}} Mail_Button_FallbackInputs */
/** @typedef {{}} Mail_Button_Order_AgainInputs */
/** @typedef {{}} Mail_Button_PayInputs */
/** @typedef {{}} Mail_Button_Pay_InvoiceInputs */
/** @typedef {{}} Mail_Button_RenewInputs */
/** @typedef {{}} Mail_Button_Update_CardInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Mail_Call_Us_AtInputs */
/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Card_Expiry_SubjectInputs */
/** @typedef {{ cardType: NonNullable<unknown>, lastFour: NonNullable<unknown>, month: NonNullable<unknown>, amount: NonNullable<unknown>, policyNumbers: NonNullable<unknown>, nextCharge: NonNullable<unknown> }} Mail_Card_Expiry_TextInputs */
/** @typedef {{}} Mail_Charge_Reason_DeclinedInputs */
/** @typedef {{}} Mail_Charge_Reason_ExpiredInputs */
/** @typedef {{}} Mail_Charge_Reason_No_CardInputs */
/** @typedef {{}} Mail_Charge_Reason_Profile_Not_FoundInputs */
/** @typedef {{ renewUntil: NonNullable<unknown> }} Mail_Contract_Expired_RenewInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Contract_Expired_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, ended: NonNullable<unknown> }} Mail_Contract_Expired_TextInputs */
/** @typedef {{}} Mail_Contract_Started_LeadInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Contract_Started_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, starts: NonNullable<unknown>, ends: NonNullable<unknown> }} Mail_Contract_Started_TextInputs */
/** @typedef {{}} Mail_Data_Request_AppealInputs */
/** @typedef {{}} Mail_Data_Request_Completed_SubjectInputs */
/** @typedef {{}} Mail_Data_Request_Completed_TextInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Mail_Data_Request_Not_YouInputs */
/** @typedef {{}} Mail_Data_Request_Received_SubjectInputs */
/** @typedef {{}} Mail_Data_Request_Received_TextInputs */
/** @typedef {{}} Mail_Data_Request_Type_AccessInputs */
/** @typedef {{}} Mail_Data_Request_Type_CorrectionInputs */
/** @typedef {{}} Mail_Data_Request_Type_DeletionInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Dunning_Cancelled_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, dueDate: NonNullable<unknown> }} Mail_Dunning_Cancelled_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Dunning_Suspended_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, dueDate: NonNullable<unknown>, cancelsOn: NonNullable<unknown> }} Mail_Dunning_Suspended_TextInputs */
/** @typedef {{}} Mail_Erasure_KeptInputs */
/** @typedef {{}} Mail_Erasure_No_NameInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Erasure_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Erasure_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Escrow_Cancelled_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, closed: NonNullable<unknown>, days: NonNullable<unknown> }} Mail_Escrow_Cancelled_TextInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Escrow_Invoice_ChequeInputs */
/** @typedef {{ property: NonNullable<unknown> }} Mail_Escrow_Invoice_MovedInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown>, closingDate: NonNullable<unknown> }} Mail_Escrow_Invoice_Moved_SubjectInputs */
/** @typedef {{}} Mail_Escrow_Invoice_No_Closing_DateInputs */
/** @typedef {{}} Mail_Escrow_Invoice_Pay_LeadInputs */
/** @typedef {{ property: NonNullable<unknown> }} Mail_Escrow_Invoice_PlacedInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Escrow_Invoice_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Escrow_Reminder_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, closed: NonNullable<unknown>, amount: NonNullable<unknown>, cancels: NonNullable<unknown> }} Mail_Escrow_Reminder_TextInputs */
/** @typedef {{}} Mail_HelloInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Hello_NameInputs */
/** @typedef {{}} Mail_Label_Amount_DueInputs */
/** @typedef {{}} Mail_Label_Amount_PaidInputs */
/** @typedef {{}} Mail_Label_BuyerInputs */
/** @typedef {{}} Mail_Label_Charged_TodayInputs */
/** @typedef {{}} Mail_Label_Closing_DateInputs */
/** @typedef {{}} Mail_Label_ContractInputs */
/** @typedef {{}} Mail_Label_Contract_NumberInputs */
/** @typedef {{}} Mail_Label_Coverage_EndedInputs */
/** @typedef {{}} Mail_Label_Coverage_EndsInputs */
/** @typedef {{}} Mail_Label_Coverage_StartsInputs */
/** @typedef {{}} Mail_Label_DueInputs */
/** @typedef {{}} Mail_Label_MonthlyInputs */
/** @typedef {{}} Mail_Label_Monthly_PaymentInputs */
/** @typedef {{}} Mail_Label_PlanInputs */
/** @typedef {{}} Mail_Label_PropertyInputs */
/** @typedef {{}} Mail_Label_ReferenceInputs */
/** @typedef {{}} Mail_Label_RefundedInputs */
/** @typedef {{}} Mail_Label_RequestInputs */
/** @typedef {{}} Mail_Label_TotalInputs */
/** @typedef {{}} Mail_Label_YearlyInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Monthly_Declined_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, reason: NonNullable<unknown> }} Mail_Monthly_Declined_Text_FinalInputs */
/** @typedef {{ amount: NonNullable<unknown>, reason: NonNullable<unknown>, retry: NonNullable<unknown> }} Mail_Monthly_Declined_Text_RetryInputs */
/** @typedef {{}} Mail_Newsletter_Confirm_LeadInputs */
/** @typedef {{}} Mail_Newsletter_Confirm_NoteInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Newsletter_Confirm_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Newsletter_Confirm_TextInputs */
/** @typedef {{}} Mail_Newsletter_UnsubscribeInputs */
/** @typedef {{}} Mail_Newsletter_Unsubscribe_TextInputs */
/** @typedef {{ amount: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Order_Charged_CardInputs */
/** @typedef {{}} Mail_Order_CompletedInputs */
/** @typedef {{}} Mail_Order_Create_PasswordInputs */
/** @typedef {{}} Mail_Order_Escrow_DueInputs */
/** @typedef {{ days: NonNullable<unknown> }} Mail_Order_Link_OnceInputs */
/** @typedef {{}} Mail_Order_Starts_At_ClosingInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Order_SubjectInputs */
/** @typedef {{}} Mail_Owner_Confirm_AddedInputs */
/** @typedef {{}} Mail_Owner_Confirm_Not_MineInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown> }} Mail_Owner_Confirm_PlacedInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Owner_Confirm_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Password_Create_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Password_Create_TextInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Mail_Password_Link_ExpiryInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Password_Reset_SubjectInputs */
/** @typedef {{}} Mail_Password_Reset_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Mail_Questions_CallInputs */
/** @typedef {{ cardType: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Receipt_CardInputs */
/** @typedef {{ brand: NonNullable<unknown>, period: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_Monthly_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, period: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_Monthly_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_Renewal_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, oldPolicyNumber: NonNullable<unknown>, policyNumber: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Receipt_Renewal_TextInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, what: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Receipt_TextInputs */
/** @typedef {{ amount: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Refund_Refused_OrderInputs */
/** @typedef {{ amount: NonNullable<unknown>, serviceRequestNumber: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Refund_Service_Call_FeeInputs */
/** @typedef {{}} Mail_Refund_StatementInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Refund_SubjectInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Mail_Renewal_Declined_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, oldPolicyNumber: NonNullable<unknown>, reason: NonNullable<unknown> }} Mail_Renewal_Declined_TextInputs */
/** @typedef {{}} Mail_Renewal_Reminder_LeadInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown>, ends: NonNullable<unknown> }} Mail_Renewal_Reminder_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, ends: NonNullable<unknown> }} Mail_Renewal_Reminder_TextInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_Charge_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_Charge_Monthly_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_Charge_Monthly_No_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_Charge_No_CardInputs */
/** @typedef {{ brand: NonNullable<unknown>, policyNumber: NonNullable<unknown>, starts: NonNullable<unknown> }} Mail_Renewed_SubjectInputs */
/** @typedef {{ policyNumber: NonNullable<unknown>, address: NonNullable<unknown>, starts: NonNullable<unknown>, renewalPolicyNumber: NonNullable<unknown> }} Mail_Renewed_TextInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Thank_YouInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Unsubscribe_Page_DoneInputs */
/** @typedef {{}} Mail_Unsubscribe_Page_Done_TitleInputs */
/** @typedef {{}} Mail_Unsubscribe_Page_InvalidInputs */
/** @typedef {{}} Mail_Unsubscribe_Page_Invalid_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Unsubscribe_Page_TextInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Mail_Unsubscribe_Page_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Visit_ArrivedInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Visit_Arrived_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Visit_CompleteInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Visit_Complete_SubjectInputs */
/** @typedef {{ serviceRequestNumber: NonNullable<unknown>, workOrderId: NonNullable<unknown> }} Mail_Visit_FollowInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Visit_On_My_WayInputs */
/** @typedef {{ name: NonNullable<unknown>, minutes: NonNullable<unknown> }} Mail_Visit_On_My_Way_EtaInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Visit_On_My_Way_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Mail_Work_Order_BookedInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Work_Order_Booked_SubjectInputs */
/** @typedef {{}} Mail_Work_Order_ChangeInputs */
/** @typedef {{}} Mail_Work_Order_ChooseInputs */
/** @typedef {{}} Mail_Work_Order_Keep_PrivateInputs */
/** @typedef {{ serviceRequestNumber: NonNullable<unknown>, item: NonNullable<unknown>, company: NonNullable<unknown>, workOrderId: NonNullable<unknown> }} Mail_Work_Order_SentInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Mail_Work_Order_SubjectInputs */
/** @typedef {{}} Not_Found_Page_TitleInputs */
/** @typedef {{}} Notices_Always_SentInputs */
/** @typedef {{}} Notices_BackInputs */
/** @typedef {{}} Notices_Channel_EmailInputs */
/** @typedef {{}} Notices_Channel_PushInputs */
/** @typedef {{}} Notices_Channel_TextInputs */
/** @typedef {{}} Notices_IntroInputs */
/** @typedef {{}} Notices_Kind_Claim_DecisionInputs */
/** @typedef {{}} Notices_Kind_Claim_UpdatesInputs */
/** @typedef {{}} Notices_Kind_Payment_FailedInputs */
/** @typedef {{}} Notices_Kind_ReceiptsInputs */
/** @typedef {{}} Notices_Kind_Renewal_RemindersInputs */
/** @typedef {{}} Notices_Kind_Technician_VisitInputs */
/** @typedef {{}} Notices_Kind_Visit_ScheduledInputs */
/** @typedef {{}} Notices_LinkInputs */
/** @typedef {{}} Notices_Link_TextInputs */
/** @typedef {{}} Notices_Load_FailedInputs */
/** @typedef {{}} Notices_No_DeviceInputs */
/** @typedef {{}} Notices_OpenInputs */
/** @typedef {{}} Notices_RetryInputs */
/** @typedef {{}} Notices_Save_FailedInputs */
/** @typedef {{}} Notices_SavedInputs */
/** @typedef {{ kind: NonNullable<unknown>, channel: NonNullable<unknown> }} Notices_Switch_LabelInputs */
/** @typedef {{}} Notices_Texts_OffInputs */
/** @typedef {{}} Notices_TitleInputs */
/** @typedef {{}} Offline_Page_Not_Saved_TextInputs */
/** @typedef {{}} Offline_Page_Not_Saved_TitleInputs */
/** @typedef {{}} Offline_Page_Saved_ListInputs */
/** @typedef {{}} Offline_Page_Saved_NoneInputs */
/** @typedef {{}} Order_Addon_IncludedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Addon_LessInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Addon_MoreInputs */
/** @typedef {{}} Order_AddonsInputs */
/** @typedef {{}} Order_Addons_NoneInputs */
/** @typedef {{ address: NonNullable<unknown> }} Order_Address_Did_You_MeanInputs */
/** @typedef {{}} Order_Address_UseInputs */
/** @typedef {{}} Order_Auto_RenewInputs */
/** @typedef {{}} Order_BackInputs */
/** @typedef {{}} Order_Billing_CityInputs */
/** @typedef {{}} Order_Billing_City_RequiredInputs */
/** @typedef {{}} Order_Billing_SameInputs */
/** @typedef {{}} Order_Billing_StateInputs */
/** @typedef {{}} Order_Billing_State_RequiredInputs */
/** @typedef {{}} Order_Billing_StreetInputs */
/** @typedef {{}} Order_Billing_Street_RequiredInputs */
/** @typedef {{}} Order_Billing_ZipInputs */
/** @typedef {{}} Order_Billing_Zip_RequiredInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Buyers_CreditInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Buyers_Credit_AppliedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Order_Buyers_Credit_ApplyInputs */
/** @typedef {{}} Order_Card_EnterInputs */
/** @typedef {{}} Order_Card_ExpiredInputs */
/** @typedef {{}} Order_Card_Frame_TitleInputs */
/** @typedef {{}} Order_Card_HintInputs */
/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown>, expires: NonNullable<unknown> }} Order_Card_LabelInputs */
/** @typedef {{}} Order_Card_LegendInputs */
/** @typedef {{}} Order_Card_Needs_EmailInputs */
/** @typedef {{}} Order_Card_OfflineInputs */
/** @typedef {{}} Order_Card_Open_AgainInputs */
/** @typedef {{}} Order_Card_Open_FailedInputs */
/** @typedef {{}} Order_Card_Open_LostInputs */
/** @typedef {{}} Order_Card_OpeningInputs */
/** @typedef {{}} Order_Card_Read_FailedInputs */
/** @typedef {{}} Order_Card_Read_LostInputs */
/** @typedef {{}} Order_Card_ReadingInputs */
/** @typedef {{}} Order_Card_RequiredInputs */
/** @typedef {{}} Order_Card_Try_AgainInputs */
/** @typedef {{}} Order_Card_Use_DifferentInputs */
/** @typedef {{ field: NonNullable<unknown>, problem: NonNullable<unknown> }} Order_Check_BodyInputs */
/** @typedef {{}} Order_Choose_Plan_To_RenewInputs */
/** @typedef {{}} Order_Choose_Plan_To_UpgradeInputs */
/** @typedef {{}} Order_Choose_StateInputs */
/** @typedef {{}} Order_CityInputs */
/** @typedef {{}} Order_City_RequiredInputs */
/** @typedef {{}} Order_Close_DateInputs */
/** @typedef {{}} Order_Close_Date_RequiredInputs */
/** @typedef {{ below: NonNullable<unknown> }} Order_Compare_AddsInputs */
/** @typedef {{ below: NonNullable<unknown> }} Order_Compare_Adds_NothingInputs */
/** @typedef {{}} Order_Compare_CoversInputs */
/** @typedef {{}} Order_Compare_IntroInputs */
/** @typedef {{ below: NonNullable<unknown> }} Order_Compare_LacksInputs */
/** @typedef {{}} Order_Compare_PlansInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Order_Confirm_Owner_ContractInputs */
/** @typedef {{}} Order_Confirm_Owner_NoInputs */
/** @typedef {{}} Order_Confirm_Owner_NoteInputs */
/** @typedef {{}} Order_Confirm_Owner_QuestionInputs */
/** @typedef {{}} Order_Confirm_Owner_TitleInputs */
/** @typedef {{}} Order_Confirm_Owner_YesInputs */
/** @typedef {{ client: NonNullable<unknown>, brand: NonNullable<unknown> }} Order_Confirmation_Agent_LeadInputs */
/** @typedef {{}} Order_Confirmation_Amount_PaidInputs */
/** @typedef {{}} Order_Confirmation_Coverage_StartsInputs */
/** @typedef {{}} Order_Confirmation_Monthly_PaymentInputs */
/** @typedef {{}} Order_Confirmation_Next_TitleInputs */
/** @typedef {{}} Order_Confirmation_NoneInputs */
/** @typedef {{}} Order_Confirmation_Policy_NumberInputs */
/** @typedef {{}} Order_Confirmation_StartInputs */
/** @typedef {{}} Order_Confirmation_Starts_At_CloseInputs */
/** @typedef {{}} Order_Confirmation_TitleInputs */
/** @typedef {{}} Order_Consumer_DescriptionInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_EmailInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_First_NameInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_Last_NameInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_PhoneInputs */
/** @typedef {{}} Order_Contact_PreferencesInputs */
/** @typedef {{}} Order_Contact_SmsInputs */
/** @typedef {{}} Order_Contact_Sms_HintInputs */
/** @typedef {{}} Order_Contact_Sms_PhoneInputs */
/** @typedef {{}} Order_Contact_Welcome_CallInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Order_Convert_FailedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Order_Coupon_AppliedInputs */
/** @typedef {{ code: NonNullable<unknown>, amount: NonNullable<unknown> }} Order_Coupon_Applied_AmountInputs */
/** @typedef {{}} Order_Coupon_ApplyInputs */
/** @typedef {{}} Order_Coupon_CheckingInputs */
/** @typedef {{}} Order_Coupon_CodeInputs */
/** @typedef {{}} Order_Coverage_LengthInputs */
/** @typedef {{}} Order_Create_Password_FailedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Create_Password_SentInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Create_Password_TextInputs */
/** @typedef {{}} Order_Create_Password_TitleInputs */
/** @typedef {{}} Order_Credit_ApplyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Credit_AvailableInputs */
/** @typedef {{}} Order_DeclinedInputs */
/** @typedef {{}} Order_Due_At_ClosingInputs */
/** @typedef {{}} Order_Due_NowInputs */
/** @typedef {{}} Order_Due_TodayInputs */
/** @typedef {{}} Order_Enter_Another_CardInputs */
/** @typedef {{}} Order_Escrow_CompanyInputs */
/** @typedef {{}} Order_Escrow_NoteInputs */
/** @typedef {{}} Order_Escrow_OfficerInputs */
/** @typedef {{}} Order_Escrow_Officer_ChangeInputs */
/** @typedef {{}} Order_Escrow_Officer_ChosenInputs */
/** @typedef {{}} Order_Escrow_Officer_EmailInputs */
/** @typedef {{}} Order_Escrow_Officer_NameInputs */
/** @typedef {{}} Order_Failed_ConnectionInputs */
/** @typedef {{}} Order_Failed_UnknownInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Order_Failed_With_ReasonInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_First_Name_RequiredInputs */
/** @typedef {{}} Order_For_BuyerInputs */
/** @typedef {{}} Order_For_LegendInputs */
/** @typedef {{}} Order_For_SellerInputs */
/** @typedef {{}} Order_Go_To_AccountInputs */
/** @typedef {{ paymentType: NonNullable<unknown> }} Order_Kept_WhyInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Last_Name_RequiredInputs */
/** @typedef {{}} Order_Limits_CoveredInputs */
/** @typedef {{}} Order_Limits_FailedInputs */
/** @typedef {{}} Order_Limits_LimitsInputs */
/** @typedef {{}} Order_Limits_LinkInputs */
/** @typedef {{}} Order_Limits_Not_CoveredInputs */
/** @typedef {{}} Order_Limits_TitleInputs */
/** @typedef {{}} Order_LoadingInputs */
/** @typedef {{}} Order_Loading_PlanInputs */
/** @typedef {{}} Order_LoginInputs */
/** @typedef {{}} Order_Login_To_RenewInputs */
/** @typedef {{}} Order_Login_To_UpgradeInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Next_AccountInputs */
/** @typedef {{}} Order_Next_Agent_AccountInputs */
/** @typedef {{ client: NonNullable<unknown>, email: NonNullable<unknown> }} Order_Next_Agent_EmailedInputs */
/** @typedef {{ client: NonNullable<unknown> }} Order_Next_Agent_EscrowInputs */
/** @typedef {{ client: NonNullable<unknown> }} Order_Next_Agent_PaidInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Next_Awaiting_OwnerInputs */
/** @typedef {{}} Order_Next_EscrowInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Order_Next_Keep_PolicyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Next_MonthlyInputs */
/** @typedef {{}} Order_Next_Paid_FullInputs */
/** @typedef {{ step: NonNullable<unknown> }} Order_Next_StepInputs */
/** @typedef {{}} Order_NoInputs */
/** @typedef {{}} Order_Not_NowInputs */
/** @typedef {{}} Order_Not_PricedInputs */
/** @typedef {{}} Order_NowInputs */
/** @typedef {{}} Order_Offline_Card_Needs_ConnectionInputs */
/** @typedef {{}} Order_Offline_Needs_ConnectionInputs */
/** @typedef {{}} Order_Offline_QueuedInputs */
/** @typedef {{}} Order_Offline_Save_FailedInputs */
/** @typedef {{}} Order_OptionsInputs */
/** @typedef {{}} Order_Options_Need_PlanInputs */
/** @typedef {{}} Order_PaidInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Add_NewInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Order_Partner_Call_UsInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_ChangeInputs */
/** @typedef {{}} Order_Partner_ChooseInputs */
/** @typedef {{}} Order_Partner_CompanyInputs */
/** @typedef {{}} Order_Partner_EmailInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_FindInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Find_TitleInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Login_To_AddInputs */
/** @typedef {{}} Order_Partner_NameInputs */
/** @typedef {{}} Order_Partner_Name_RequiredInputs */
/** @typedef {{ role: NonNullable<unknown>, term: NonNullable<unknown> }} Order_Partner_No_MatchInputs */
/** @typedef {{}} Order_Partner_NoneInputs */
/** @typedef {{}} Order_Partner_Not_ListedInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_NounInputs */
/** @typedef {{}} Order_Partner_PhoneInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_RemoveInputs */
/** @typedef {{}} Order_Partner_ResultsInputs */
/** @typedef {{}} Order_Partner_SaveInputs */
/** @typedef {{}} Order_Partner_SavingInputs */
/** @typedef {{}} Order_Partner_SearchInputs */
/** @typedef {{}} Order_Partner_Search_FailedInputs */
/** @typedef {{}} Order_Partner_Search_HintInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Search_LabelInputs */
/** @typedef {{}} Order_Partner_SearchingInputs */
/** @typedef {{}} Order_Partner_Site_TextInputs */
/** @typedef {{}} Order_Partner_Site_TitleInputs */
/** @typedef {{}} Order_Party_LegendInputs */
/** @typedef {{}} Order_Party_RequiredInputs */
/** @typedef {{}} Order_Pay_EscrowInputs */
/** @typedef {{}} Order_Pay_FullInputs */
/** @typedef {{}} Order_Pay_LegendInputs */
/** @typedef {{}} Order_Pay_MonthlyInputs */
/** @typedef {{}} Order_Pay_Needs_EmailInputs */
/** @typedef {{}} Order_PlaceInputs */
/** @typedef {{}} Order_PlacingInputs */
/** @typedef {{}} Order_Plan_ChooseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Choose_LabelInputs */
/** @typedef {{}} Order_Plan_CurrentInputs */
/** @typedef {{}} Order_Plan_Hide_DetailsInputs */
/** @typedef {{ text: NonNullable<unknown> }} Order_Plan_Listing_CoverageInputs */
/** @typedef {{}} Order_Plan_Load_ErrorInputs */
/** @typedef {{}} Order_Plan_Load_FailedInputs */
/** @typedef {{}} Order_Plan_LoadingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Name_MonthlyInputs */
/** @typedef {{}} Order_Plan_Needs_PropertyInputs */
/** @typedef {{}} Order_Plan_Order_NowInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Order_Now_LabelInputs */
/** @typedef {{}} Order_Plan_RequiredInputs */
/** @typedef {{}} Order_Plan_See_DetailsInputs */
/** @typedef {{}} Order_Plan_SelectedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Selected_LabelInputs */
/** @typedef {{}} Order_Prepaid_CallsInputs */
/** @typedef {{}} Order_Prepaid_NoneInputs */
/** @typedef {{}} Order_Price_Buyers_Credit_LeftInputs */
/** @typedef {{ total: NonNullable<unknown>, monthly: NonNullable<unknown>, was: NonNullable<unknown> }} Order_Price_Changed_ConfirmInputs */
/** @typedef {{}} Order_Price_Changed_TitleInputs */
/** @typedef {{}} Order_Price_Choose_PlanInputs */
/** @typedef {{}} Order_Price_DetailsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_At_Closing_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_Now_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_Today_AmountInputs */
/** @typedef {{}} Order_Price_FailedInputs */
/** @typedef {{}} Order_Price_HideInputs */
/** @typedef {{ price: NonNullable<unknown> }} Order_Price_MonthlyInputs */
/** @typedef {{}} Order_Price_Monthly_TotalInputs */
/** @typedef {{}} Order_Price_Offline_EstimateInputs */
/** @typedef {{}} Order_Price_Summary_LabelInputs */
/** @typedef {{}} Order_Price_TotalInputs */
/** @typedef {{}} Order_Price_Total_Due_At_ClosingInputs */
/** @typedef {{ total: NonNullable<unknown>, monthly: NonNullable<unknown> }} Order_Price_Total_Paid_In_FullInputs */
/** @typedef {{ monthly: NonNullable<unknown>, monthlyYear: NonNullable<unknown>, total: NonNullable<unknown> }} Order_Price_Total_Paid_MonthlyInputs */
/** @typedef {{}} Order_Price_UnavailableInputs */
/** @typedef {{}} Order_Price_UpdatingInputs */
/** @typedef {{}} Order_Price_Updating_ShortInputs */
/** @typedef {{}} Order_Price_Upgrade_UnavailableInputs */
/** @typedef {{ price: NonNullable<unknown> }} Order_Price_YearlyInputs */
/** @typedef {{ state: NonNullable<unknown> }} Order_Property_State_HintInputs */
/** @typedef {{}} Order_Property_TypeInputs */
/** @typedef {{}} Order_Property_Type_RequiredInputs */
/** @typedef {{}} Order_Queued_ClearInputs */
/** @typedef {{}} Order_Queued_DescribeInputs */
/** @typedef {{}} Order_Queued_DiscardInputs */
/** @typedef {{ plan: NonNullable<unknown>, owner: NonNullable<unknown>, address: NonNullable<unknown>, total: NonNullable<unknown> }} Order_Queued_LineInputs */
/** @typedef {{}} Order_Queued_Not_PlacedInputs */
/** @typedef {{}} Order_Queued_OfflineInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Order_Queued_PlacedInputs */
/** @typedef {{ total: NonNullable<unknown>, was: NonNullable<unknown> }} Order_Queued_Price_ChangedInputs */
/** @typedef {{}} Order_Queued_Price_FailedInputs */
/** @typedef {{}} Order_Queued_RefusedInputs */
/** @typedef {{}} Order_Queued_Review_PriceInputs */
/** @typedef {{}} Order_Queued_Send_NowInputs */
/** @typedef {{}} Order_Queued_TitleInputs */
/** @typedef {{}} Order_Queued_WaitingInputs */
/** @typedef {{}} Order_Quick_BudgetInputs */
/** @typedef {{}} Order_Quick_ButtonInputs */
/** @typedef {{}} Order_Quick_FailedInputs */
/** @typedef {{}} Order_Quick_FindingInputs */
/** @typedef {{}} Order_Quick_HeadingInputs */
/** @typedef {{}} Order_Quick_ListingInputs */
/** @typedef {{}} Order_Quick_No_Plan_FitsInputs */
/** @typedef {{}} Order_Quick_Offline_No_PlansInputs */
/** @typedef {{}} Order_Quick_Plan_ChangeInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Order_Quick_Plan_ChosenInputs */
/** @typedef {{}} Order_Quick_State_RequiredInputs */
/** @typedef {{}} Order_Quick_SummaryInputs */
/** @typedef {{}} Order_Real_Estate_DescriptionInputs */
/** @typedef {{}} Order_Recent_Purchase_LegendInputs */
/** @typedef {{}} Order_Recent_Purchase_NoteInputs */
/** @typedef {{}} Order_RemoveInputs */
/** @typedef {{}} Order_Review_AddonInputs */
/** @typedef {{}} Order_Review_BuyerInputs */
/** @typedef {{ lastFour: NonNullable<unknown> }} Order_Review_Card_EndingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Order_Review_Close_DateInputs */
/** @typedef {{ code: NonNullable<unknown> }} Order_Review_CouponInputs */
/** @typedef {{ part: NonNullable<unknown> }} Order_Review_EditInputs */
/** @typedef {{}} Order_Review_No_PlanInputs */
/** @typedef {{ party: NonNullable<unknown> }} Order_Review_Ordered_ByInputs */
/** @typedef {{}} Order_Review_OwnerInputs */
/** @typedef {{}} Order_Review_PriceInputs */
/** @typedef {{}} Order_Review_Price_LaterInputs */
/** @typedef {{}} Order_Review_SellerInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Order_Review_Service_FeeInputs */
/** @typedef {{}} Order_Role_Agent_AssistantInputs */
/** @typedef {{}} Order_Role_Buyer_AgentInputs */
/** @typedef {{}} Order_Role_Escrow_OfficerInputs */
/** @typedef {{}} Order_Role_Home_BuyerInputs */
/** @typedef {{}} Order_Role_Listing_AgentInputs */
/** @typedef {{}} Order_Role_Loan_OfficerInputs */
/** @typedef {{}} Order_Seller_First_NameInputs */
/** @typedef {{}} Order_Seller_Last_NameInputs */
/** @typedef {{}} Order_SendingInputs */
/** @typedef {{}} Order_Service_FeeInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Order_Service_Fee_FactInputs */
/** @typedef {{ fee: NonNullable<unknown>, offset: NonNullable<unknown> }} Order_Service_Fee_OffsetInputs */
/** @typedef {{}} Order_Site_Plans_ForInputs */
/** @typedef {{}} Order_Sms_Phone_IncompleteInputs */
/** @typedef {{}} Order_Something_WrongInputs */
/** @typedef {{ from: NonNullable<unknown> }} Order_Sqft_Or_MoreInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Order_Sqft_RangeInputs */
/** @typedef {{}} Order_Square_FootageInputs */
/** @typedef {{}} Order_Start_DescriptionInputs */
/** @typedef {{}} Order_Start_HeadingInputs */
/** @typedef {{}} Order_Start_TitleInputs */
/** @typedef {{}} Order_StateInputs */
/** @typedef {{}} Order_Step_ContactsInputs */
/** @typedef {{ step: NonNullable<unknown>, count: NonNullable<unknown> }} Order_Step_CountInputs */
/** @typedef {{}} Order_Step_OptionsInputs */
/** @typedef {{}} Order_Step_PartnersInputs */
/** @typedef {{}} Order_Step_PaymentInputs */
/** @typedef {{}} Order_Step_PlanInputs */
/** @typedef {{}} Order_Step_PropertyInputs */
/** @typedef {{}} Order_Step_ReviewInputs */
/** @typedef {{}} Order_Steps_LabelInputs */
/** @typedef {{}} Order_Street_AddressInputs */
/** @typedef {{}} Order_Terms_AgreeInputs */
/** @typedef {{}} Order_Terms_EnglishInputs */
/** @typedef {{}} Order_Terms_ReadInputs */
/** @typedef {{}} Order_Terms_RequiredInputs */
/** @typedef {{}} Order_Title_ConvertInputs */
/** @typedef {{}} Order_Title_NewInputs */
/** @typedef {{}} Order_Title_Real_EstateInputs */
/** @typedef {{}} Order_Title_RenewInputs */
/** @typedef {{}} Order_Title_UpgradeInputs */
/** @typedef {{}} Order_Type_HomeownerInputs */
/** @typedef {{}} Order_Type_Real_EstateInputs */
/** @typedef {{}} Order_Type_TitleInputs */
/** @typedef {{}} Order_Unit_MonthInputs */
/** @typedef {{}} Order_Unit_OptionalInputs */
/** @typedef {{}} Order_Unit_YearInputs */
/** @typedef {{}} Order_Updating_The_PriceInputs */
/** @typedef {{}} Order_Validation_OkInputs */
/** @typedef {{ count: NonNullable<unknown> }} Order_YearsInputs */
/** @typedef {{}} Order_YesInputs */
/** @typedef {{}} Order_Zip_CodeInputs */
/** @typedef {{}} Order_Zip_InvalidInputs */
/** @typedef {{}} Page_Frame_LoadingInputs */
/** @typedef {{}} Page_Frame_NoscriptInputs */
/** @typedef {{ state: NonNullable<unknown> }} Plans_Note_MonthlyInputs */
/** @typedef {{ state: NonNullable<unknown> }} Plans_Note_YearlyInputs */
/** @typedef {{}} Plans_State_LabelInputs */
/** @typedef {{}} Privacy_Centre_Accept_AllInputs */
/** @typedef {{}} Privacy_Centre_Advertising_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Advertising_NameInputs */
/** @typedef {{}} Privacy_Centre_Analytics_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Analytics_NameInputs */
/** @typedef {{}} Privacy_Centre_Category_CommercialInputs */
/** @typedef {{}} Privacy_Centre_Category_IdentifiersInputs */
/** @typedef {{}} Privacy_Centre_Category_InferencesInputs */
/** @typedef {{}} Privacy_Centre_Category_Internet_ActivityInputs */
/** @typedef {{}} Privacy_Centre_Category_SensoryInputs */
/** @typedef {{}} Privacy_Centre_Functional_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Functional_NameInputs */
/** @typedef {{}} Privacy_Centre_Gpc_NoticeInputs */
/** @typedef {{}} Privacy_Centre_IntroInputs */
/** @typedef {{}} Privacy_Centre_Necessary_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Necessary_NameInputs */
/** @typedef {{}} Privacy_Centre_Purposes_LabelInputs */
/** @typedef {{}} Privacy_Centre_Read_MoreInputs */
/** @typedef {{}} Privacy_Centre_Reject_AllInputs */
/** @typedef {{}} Privacy_Centre_SaveInputs */
/** @typedef {{}} Privacy_Centre_SavedInputs */
/** @typedef {{}} Privacy_Centre_Sold_Or_SharedInputs */
/** @typedef {{}} Privacy_Choices_TitleInputs */
/** @typedef {{}} Push_BodyInputs */
/** @typedef {{}} Push_Cash_In_Lieu_OfferedInputs */
/** @typedef {{}} Push_Claim_Status_ChangedInputs */
/** @typedef {{}} Push_Device_DeniedInputs */
/** @typedef {{}} Push_Device_FailedInputs */
/** @typedef {{}} Push_Device_Not_AllowedInputs */
/** @typedef {{}} Push_Device_OffInputs */
/** @typedef {{}} Push_Device_OnInputs */
/** @typedef {{}} Push_Device_TitleInputs */
/** @typedef {{}} Push_Device_UnsupportedInputs */
/** @typedef {{}} Push_Technician_ArrivedInputs */
/** @typedef {{}} Push_Technician_Authorization_ApprovedInputs */
/** @typedef {{}} Push_Technician_Authorization_DeclinedInputs */
/** @typedef {{}} Push_Technician_New_DispatchInputs */
/** @typedef {{}} Push_Technician_On_The_WayInputs */
/** @typedef {{}} Push_Technician_Ticket_CancelledInputs */
/** @typedef {{}} Push_Technician_Ticket_ChangedInputs */
/** @typedef {{}} Push_Visit_CompleteInputs */
/** @typedef {{}} Push_Visit_ScheduledInputs */
/** @typedef {{}} Quote_Banner_ButtonInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Banner_TextInputs */
/** @typedef {{}} Quote_Banner_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Form_Failed_TextInputs */
/** @typedef {{}} Quote_Form_LabelInputs */
/** @typedef {{}} Quote_Form_Recent_PurchaseInputs */
/** @typedef {{}} Quote_Form_SubmitInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Form_Thanks_TextInputs */
/** @typedef {{}} Quote_Form_Thanks_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Section_CallInputs */
/** @typedef {{}} Quote_Section_Point_ContractorInputs */
/** @typedef {{}} Quote_Section_Point_PriceInputs */
/** @typedef {{}} Quote_Section_Point_StatesInputs */
/** @typedef {{}} Quote_Section_TextInputs */
/** @typedef {{}} Quote_Section_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, phone: NonNullable<unknown> }} Reps_Call_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reps_Email_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reps_Email_LinkInputs */
/** @typedef {{}} Reps_HeadingInputs */
/** @typedef {{}} Reps_IntroInputs */
/** @typedef {{ state: NonNullable<unknown> }} Reps_List_LabelInputs */
/** @typedef {{}} Reps_Load_FailedInputs */
/** @typedef {{}} Reps_LoadingInputs */
/** @typedef {{}} Reps_Location_Timed_OutInputs */
/** @typedef {{}} Reps_Location_TitleInputs */
/** @typedef {{ state: NonNullable<unknown> }} Reps_NoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reps_Photo_AltInputs */
/** @typedef {{}} Reps_State_LabelInputs */
/** @typedef {{}} Request_RepairInputs */
/** @typedef {{}} Resources_AllInputs */
/** @typedef {{}} Resources_BreadcrumbInputs */
/** @typedef {{}} Resources_Categories_LabelInputs */
/** @typedef {{}} Resources_Category_FailedInputs */
/** @typedef {{}} Resources_LinkInputs */
/** @typedef {{}} Resources_List_FailedInputs */
/** @typedef {{}} Resources_Load_MoreInputs */
/** @typedef {{}} Resources_LoadingInputs */
/** @typedef {{}} Resources_Newsletter_HeadingInputs */
/** @typedef {{}} Resources_Newsletter_LabelInputs */
/** @typedef {{}} Resources_Newsletter_PlaceholderInputs */
/** @typedef {{}} Resources_Newsletter_SubmitInputs */
/** @typedef {{}} Resources_Newsletter_TextInputs */
/** @typedef {{}} Resources_No_ArticlesInputs */
/** @typedef {{}} Resources_Recent_HeadingInputs */
/** @typedef {{}} Resources_Recent_IntroInputs */
/** @typedef {{ category: NonNullable<unknown> }} Resources_RelatedInputs */
/** @typedef {{}} Resources_RetryInputs */
/** @typedef {{}} Resources_ShareInputs */
/** @typedef {{}} Resources_Share_EmailInputs */
/** @typedef {{ network: NonNullable<unknown> }} Resources_Share_OnInputs */
/** @typedef {{}} Resources_Share_TitleInputs */
/** @typedef {{}} Resources_TitleInputs */
/** @typedef {{}} Resources_Unknown_Category_TextInputs */
/** @typedef {{}} Resources_Unknown_Category_TitleInputs */
/** @typedef {{}} Reviews_Contractor_HeadingInputs */
/** @typedef {{}} Reviews_Contractor_IntroInputs */
/** @typedef {{}} Reviews_Customer_HeadingInputs */
/** @typedef {{}} Reviews_Customer_IntroInputs */
/** @typedef {{}} Reviews_Homeowner_HeadingInputs */
/** @typedef {{}} Reviews_Homeowner_IntroInputs */
/** @typedef {{}} Reviews_Load_FailedInputs */
/** @typedef {{}} Reviews_LoadingInputs */
/** @typedef {{}} Reviews_Real_Estate_HeadingInputs */
/** @typedef {{}} Reviews_Real_Estate_IntroInputs */
/** @typedef {{ count: NonNullable<unknown> }} Reviews_Show_AllInputs */
/** @typedef {{}} Reviews_Show_FewerInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Reviews_StarsInputs */
/** @typedef {{}} Sample_Contract_DescriptionInputs */
/** @typedef {{}} Sample_Contract_LoadingInputs */
/** @typedef {{}} Sample_Contract_MissingInputs */
/** @typedef {{}} Sample_Contract_PdfInputs */
/** @typedef {{}} Sample_Contract_TitleInputs */
/** @typedef {{}} Site_DescriptionInputs */
/** @typedef {{}} Site_Form_AddressInputs */
/** @typedef {{}} Site_Form_EmailInputs */
/** @typedef {{}} Site_Form_NameInputs */
/** @typedef {{}} Site_Form_NoInputs */
/** @typedef {{}} Site_Form_PhoneInputs */
/** @typedef {{}} Site_Form_SendingInputs */
/** @typedef {{}} Site_Form_YesInputs */
/** @typedef {{}} Site_Form_ZipInputs */
/** @typedef {{}} Skip_To_ContentInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Cash_OfferInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Claim_DecisionInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Sms_HelpInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Payment_FailedInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Technician_On_The_WayInputs */
/** @typedef {{ brand: NonNullable<unknown>, minutes: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Technician_On_The_Way_EtaInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Visit_BookedInputs */
/** @typedef {{ brand: NonNullable<unknown>, link: NonNullable<unknown> }} Sms_Visit_MovedInputs */
/** @typedef {{}} Social_New_TabInputs */
/** @typedef {{}} State_Notice_Form_ChooseInputs */
/** @typedef {{}} State_Notice_Form_DetailsInputs */
/** @typedef {{ max: NonNullable<unknown> }} State_Notice_Form_Details_Too_LongInputs */
/** @typedef {{}} State_Notice_Form_Email_InvalidInputs */
/** @typedef {{}} State_Notice_Form_Email_RequiredInputs */
/** @typedef {{ phone: NonNullable<unknown> }} State_Notice_Form_Failed_TextInputs */
/** @typedef {{}} State_Notice_Form_Failed_TitleInputs */
/** @typedef {{}} State_Notice_Form_LabelInputs */
/** @typedef {{}} State_Notice_Form_Name_RequiredInputs */
/** @typedef {{}} State_Notice_Form_ReceivedInputs */
/** @typedef {{}} State_Notice_Form_StateInputs */
/** @typedef {{}} State_Notice_Form_State_InvalidInputs */
/** @typedef {{}} State_Notice_Form_State_RequiredInputs */
/** @typedef {{}} State_Notice_Form_SubmitInputs */
/** @typedef {{}} State_Notice_Form_TypeInputs */
/** @typedef {{}} State_Notice_Form_Type_AccessInputs */
/** @typedef {{}} State_Notice_Form_Type_CorrectionInputs */
/** @typedef {{}} State_Notice_Form_Type_DeletionInputs */
/** @typedef {{}} State_Notice_Form_Type_RequiredInputs */
/** @typedef {{}} Status_Update_BackInputs */
/** @typedef {{}} Status_Update_BookInputs */
/** @typedef {{}} Status_Update_Book_FailureInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Update_BookedInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Update_Booked_NowInputs */
/** @typedef {{}} Status_Update_BookingInputs */
/** @typedef {{}} Status_Update_Cancel_ButtonInputs */
/** @typedef {{}} Status_Update_Cancel_IntroInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Status_Update_Cancel_PromptInputs */
/** @typedef {{}} Status_Update_Cancel_ReasonInputs */
/** @typedef {{}} Status_Update_Cancel_TitleInputs */
/** @typedef {{}} Status_Update_Choose_AllInputs */
/** @typedef {{}} Status_Update_ClosedInputs */
/** @typedef {{}} Status_Update_DateInputs */
/** @typedef {{}} Status_Update_Date_HintInputs */
/** @typedef {{}} Status_Update_Date_RangeInputs */
/** @typedef {{}} Status_Update_End_WindowInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Status_Update_HelpInputs */
/** @typedef {{}} Status_Update_IntroInputs */
/** @typedef {{}} Status_Update_Load_FailedInputs */
/** @typedef {{}} Status_Update_LoadingInputs */
/** @typedef {{}} Status_Update_OfflineInputs */
/** @typedef {{}} Status_Update_ReadyInputs */
/** @typedef {{}} Status_Update_Reason_RequiredInputs */
/** @typedef {{}} Status_Update_Schedule_TitleInputs */
/** @typedef {{}} Status_Update_Start_WindowInputs */
/** @typedef {{}} Status_Update_SubmitInputs */
/** @typedef {{}} Status_Update_SubmittingInputs */
/** @typedef {{}} Status_Update_TitleInputs */
/** @typedef {{}} Status_Update_Try_AgainInputs */
/** @typedef {{}} Status_Update_Windows_OrInputs */
/** @typedef {{}} Status_Update_Windows_TitleInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Status_Update_Work_OrderInputs */
/** @typedef {{}} Video_Support_CompanyInputs */
/** @typedef {{ brand: NonNullable<unknown>, service: NonNullable<unknown> }} Video_Support_Consent_EmailInputs */
/** @typedef {{}} Video_Support_Consent_HintInputs */
/** @typedef {{}} Video_Support_Consent_PrivacyInputs */
/** @typedef {{}} Video_Support_EmailInputs */
/** @typedef {{}} Video_Support_First_NameInputs */
/** @typedef {{ service: NonNullable<unknown> }} Video_Support_HeadingInputs */
/** @typedef {{ service: NonNullable<unknown> }} Video_Support_IntroInputs */
/** @typedef {{}} Video_Support_Last_NameInputs */
/** @typedef {{}} Video_Support_PhoneInputs */
/** @typedef {{}} Video_Support_SendingInputs */
/** @typedef {{}} Video_Support_SubmitInputs */
/** @typedef {{ policyId: NonNullable<unknown> }} Warranty_Link_Frame_TitleInputs */
/** @typedef {{}} Warranty_Link_TitleInputs */
/** @typedef {{}} Why_Award_TextInputs */
/** @typedef {{}} Why_Award_TitleInputs */
/** @typedef {{}} Why_Contractor_TextInputs */
/** @typedef {{}} Why_Contractor_TitleInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Why_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Why_IntroInputs */
/** @typedef {{}} Why_Local_TextInputs */
/** @typedef {{}} Why_Local_TitleInputs */
/** @typedef {{}} Why_Parts_TextInputs */
/** @typedef {{}} Why_Parts_TitleInputs */
/** @typedef {{}} Why_People_TextInputs */
/** @typedef {{}} Why_People_TitleInputs */
/** @typedef {{}} Why_Savings_TextInputs */
/** @typedef {{}} Why_Savings_TitleInputs */
import * as registry from "../registry.js"


export const about_awards_failed = /** @type {(inputs: About_Awards_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar nuestros premios en este momento. Vuelva a intentarlo más tarde.`)
};

export const about_awards_heading = /** @type {(inputs: About_Awards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premios y reconocimientos`)
};

export const about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} protege a más de 70,000 propietarios de vivienda en Arizona, Idaho, Nevada, Oregón, Texas y Utah. Conozca a nuestros directivos, vea nuestros premios y obtenga una cotización gratis.`)
};

export const about_figures_heading = /** @type {(inputs: About_Figures_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compañía en cifras`)
};

export const about_follow_heading = /** @type {(inputs: About_Follow_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Síganos`)
};

export const about_follow_intro = /** @type {(inputs: About_Follow_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consejos de mantenimiento de temporada, historias de nuestros contratistas y noticias de la compañía.`)
};

export const about_intro = /** @type {(inputs: About_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde hace más de quince años ayudamos a las familias del Oeste a mantener sus casas funcionando, un calefactor, un calentador de agua y un refrigerador a la vez.`)
};

export const about_leadership_failed = /** @type {(inputs: About_Leadership_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar a nuestro equipo directivo en este momento. Vuelva a intentarlo más tarde.`)
};

export const about_leadership_heading = /** @type {(inputs: About_Leadership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestros directivos`)
};

export const about_loading = /** @type {(inputs: About_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

export const about_logo_best_in_region = /** @type {(inputs: About_Logo_Best_In_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor de la región: 2014, 2015, 2016, 2019 y 2020`)
};

export const about_logo_consumer_trust = /** @type {(inputs: About_Logo_Consumer_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premio Consumer Trust 2025 del Desert States Consumer Council`)
};

export const about_logo_services_alliance = /** @type {(inputs: About_Logo_Services_AllianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro acreditado de la Mountain West Home Services Alliance`)
};

export const about_logo_warranty_association = /** @type {(inputs: About_Logo_Warranty_AssociationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro de la Western Home Warranty Association`)
};

export const about_logos_heading = /** @type {(inputs: About_Logos_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premios y asociaciones`)
};

export const about_story_family = /** @type {(inputs: About_Story_FamilyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} forma parte de una familia más grande de compañías de servicios para el hogar que incluye otras marcas hermanas de garantía de vivienda. Eso nos da el poder de compra de un grupo nacional con la atención de una compañía local: nuestros equipos de reclamos, servicio al cliente y relaciones con contratistas trabajan todos dentro de la compañía.`)
};

export const about_story_heading = /** @type {(inputs: About_Story_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

export const about_story_what = /** @type {(inputs: About_Story_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} es una compañía de contratos de servicio residencial con sede en ${i?.city}. Cubrimos la reparación y el reemplazo de los sistemas de la casa y los electrodomésticos que fallan por el desgaste normal: calefacción y aire acondicionado, plomería, sistema eléctrico, calentadores de agua y los electrodomésticos de su cocina y lavandería.`)
};

export const about_story_where = /** @type {(inputs: About_Story_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servimos a propietarios, compradores y vendedores de vivienda, y a los profesionales de bienes raíces que los guían, en Arizona, Idaho, Nevada, Oregón, Texas y Utah. Nuestra red de contratistas locales con licencia conoce las casas y el clima de cada mercado, desde los veranos de Phoenix hasta los inviernos de Boise. Pronto daremos servicio en todo el país: estamos formando nuestra red de contratistas estado por estado para que cada nuevo mercado reciba la misma atención.`)
};

export const about_title = /** @type {(inputs: About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acerca de nuestra compañía`)
};

export const account_agent_invoices_no_orders = /** @type {(inputs: Account_Agent_Invoices_No_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tiene pedidos, así que no hay facturas. Aquí aparecen las facturas de los pedidos que haga.`)
};

export const account_agent_invoices_none = /** @type {(inputs: Account_Agent_Invoices_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay facturas de sus pedidos.`)
};

export const account_amount = /** @type {(inputs: Account_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto`)
};

export const account_autopay_agree = /** @type {(inputs: Account_Autopay_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acepto, activarlo`)
};

export const account_autopay_agree_lead = /** @type {(inputs: Account_Autopay_Agree_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al activarlo, usted acepta lo siguiente:`)
};

export const account_autopay_no_card = /** @type {((inputs: Account_Autopay_No_CardInputs) => LocalizedString) & { parts: (inputs: Account_Autopay_No_CardInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Autopay_No_CardInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`No tiene una tarjeta guardada que pueda pagar. Agregue una en Facturación y luego active aquí el pago automático.`)
		}),
		{
			parts: /** @type {(inputs: Account_Autopay_No_CardInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "No tiene una tarjeta guardada que pueda pagar. Agregue una en " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Facturación" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: " y luego active aquí el pago automático." }])
			})
		}
	)
);

export const account_autopay_note = /** @type {(inputs: Account_Autopay_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tarjeta que elija paga los cargos siguientes del contrato ${i?.policyNumber} a medida que vencen.`)
};

export const account_autopay_on_title = /** @type {(inputs: Account_Autopay_On_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar el pago automático`)
};

export const account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const account_cancel_failure = /** @type {(inputs: Account_Cancel_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos cancelar este contrato. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_cancel_success = /** @type {(inputs: Account_Cancel_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El contrato ${i?.policyNumber} se canceló.`)
};

export const account_cancelling = /** @type {(inputs: Account_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelando…`)
};

export const account_card = /** @type {(inputs: Account_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjeta`)
};

export const account_card_add = /** @type {(inputs: Account_Card_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar una tarjeta`)
};

export const account_card_added = /** @type {(inputs: Account_Card_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su tarjeta se guardó.`)
};

export const account_card_choice_default = /** @type {(inputs: Account_Card_Choice_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} · Predeterminada`)
};

export const account_card_choice_expired = /** @type {(inputs: Account_Card_Choice_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} (vencida)`)
};

export const account_card_choice_expired_default = /** @type {(inputs: Account_Card_Choice_Expired_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} (vencida) · Predeterminada`)
};

export const account_card_default = /** @type {(inputs: Account_Card_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Predeterminada`)
};

export const account_card_default_for_plan = /** @type {(inputs: Account_Card_Default_For_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir la tarjeta de un plan`)
};

export const account_card_delete = /** @type {(inputs: Account_Card_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

export const account_card_delete_failure = /** @type {(inputs: Account_Card_Delete_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos eliminar esta tarjeta. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_card_delete_label = /** @type {(inputs: Account_Card_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar ${i?.card}`)
};

export const account_card_delete_question = /** @type {(inputs: Account_Card_Delete_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar su tarjeta ${i?.card}?
Ya no se podrá usar para pagos.`)
};

export const account_card_delete_title = /** @type {(inputs: Account_Card_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar tarjeta`)
};

export const account_card_deleted = /** @type {(inputs: Account_Card_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su tarjeta se eliminó.`)
};

export const account_card_deleted_new_default = /** @type {(inputs: Account_Card_Deleted_New_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se eliminó su tarjeta. ${i?.card} es ahora su tarjeta predeterminada.`)
};

export const account_card_expiration_label = /** @type {(inputs: Account_Card_Expiration_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencimiento (MM/AA)`)
};

export const account_card_expiration_placeholder = /** @type {(inputs: Account_Card_Expiration_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/AA`)
};

export const account_card_expired = /** @type {(inputs: Account_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarjeta está vencida.`)
};

export const account_card_expired_badge = /** @type {(inputs: Account_Card_Expired_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencida`)
};

export const account_card_expires = /** @type {(inputs: Account_Card_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vence ${i?.expires}`)
};

export const account_card_expiry_invalid = /** @type {(inputs: Account_Card_Expiry_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese la fecha de vencimiento como MM/AA.`)
};

export const account_card_label = /** @type {(inputs: Account_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} terminada en ${i?.lastFour}, vence ${i?.expires}`)
};

export const account_card_made_default = /** @type {(inputs: Account_Card_Made_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} es ahora su tarjeta predeterminada.`)
};

export const account_card_make_default = /** @type {(inputs: Account_Card_Make_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer predeterminada`)
};

export const account_card_make_default_failure = /** @type {(inputs: Account_Card_Make_Default_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cambiar su tarjeta predeterminada. Inténtelo de nuevo.`)
};

export const account_card_make_default_label = /** @type {(inputs: Account_Card_Make_Default_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hacer de ${i?.card} su tarjeta predeterminada`)
};

export const account_card_name = /** @type {(inputs: Account_Card_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} terminada en ${i?.lastFour}`)
};

export const account_card_no_change = /** @type {(inputs: Account_Card_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin cambios`)
};

export const account_card_pays = /** @type {(inputs: Account_Card_PaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paga`)
};

export const account_card_pays_none = /** @type {(inputs: Account_Card_Pays_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no paga ningún plan.`)
};

export const account_card_pays_policy = /** @type {(inputs: Account_Card_Pays_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Póliza ${i?.policyNumber}`)
};

export const account_card_save = /** @type {(inputs: Account_Card_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar tarjeta`)
};

export const account_card_save_failure = /** @type {(inputs: Account_Card_Save_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos guardar su tarjeta. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_card_synced = /** @type {(inputs: Account_Card_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus tarjetas guardadas están al día.`)
};

export const account_card_update = /** @type {(inputs: Account_Card_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar`)
};

export const account_card_update_title = /** @type {(inputs: Account_Card_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar tarjeta`)
};

export const account_card_updated = /** @type {(inputs: Account_Card_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su tarjeta se actualizó.`)
};

export const account_card_use_for_plan = /** @type {(inputs: Account_Card_Use_For_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usarla para un plan (opcional)`)
};

export const account_cards_default_note = /** @type {(inputs: Account_Cards_Default_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su tarjeta predeterminada se ofrece primero cuando paga. Cada tarjeta muestra los planes que paga.`)
};

export const account_cards_load_failure = /** @type {(inputs: Account_Cards_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar sus tarjetas guardadas. Inténtelo de nuevo.`)
};

export const account_cards_none = /** @type {(inputs: Account_Cards_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene tarjetas guardadas. Agregue una tarjeta para pagar facturas en un solo paso y mantener su plan mensual al día.`)
};

export const account_cards_sync = /** @type {(inputs: Account_Cards_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar tarjetas`)
};

export const account_cards_syncing = /** @type {(inputs: Account_Cards_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizando…`)
};

export const account_change_password = /** @type {(inputs: Account_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar contraseña`)
};

export const account_close = /** @type {(inputs: Account_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const account_complete_order_completing = /** @type {(inputs: Account_Complete_Order_CompletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completando…`)
};

export const account_complete_order_date_label = /** @type {(inputs: Account_Complete_Order_Date_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de cierre`)
};

export const account_complete_order_date_required = /** @type {(inputs: Account_Complete_Order_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese la fecha de cierre.`)
};

export const account_complete_order_text = /** @type {(inputs: Account_Complete_Order_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.planName} para ${i?.address} (contrato ${i?.policyNumber}). La cobertura empieza en la fecha de cierre.`)
};

export const account_complete_order_title = /** @type {(inputs: Account_Complete_Order_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completar pedido`)
};

export const account_contract = /** @type {(inputs: Account_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrato`)
};

export const account_contract_class_active = /** @type {(inputs: Account_Contract_Class_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activo`)
};

export const account_contract_class_closing_soon = /** @type {(inputs: Account_Contract_Class_Closing_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cierre próximo`)
};

export const account_contract_class_upcoming = /** @type {(inputs: Account_Contract_Class_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo`)
};

export const account_contract_coverage = /** @type {(inputs: Account_Contract_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura`)
};

export const account_contract_dates = /** @type {(inputs: Account_Contract_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} – ${i?.end}`)
};

export const account_contract_number = /** @type {(inputs: Account_Contract_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contrato ${i?.policyNumber}`)
};

export const account_contract_price = /** @type {(inputs: Account_Contract_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const account_contract_price_at_closing = /** @type {(inputs: Account_Contract_Price_At_ClosingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (se paga al cierre)`)
};

export const account_contract_price_monthly = /** @type {(inputs: Account_Contract_Price_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} al mes`)
};

export const account_contract_renew = /** @type {(inputs: Account_Contract_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar`)
};

export const account_contract_starts_at_closing = /** @type {(inputs: Account_Contract_Starts_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza al cierre`)
};

export const account_contract_starts_at_closing_estimated = /** @type {(inputs: Account_Contract_Starts_At_Closing_EstimatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empieza al cierre (fecha estimada: ${i?.date})`)
};

export const account_contract_status_active = /** @type {(inputs: Account_Contract_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activo`)
};

export const account_contract_status_cancelled = /** @type {(inputs: Account_Contract_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

export const account_contract_status_expired = /** @type {(inputs: Account_Contract_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencido`)
};

export const account_contract_status_pending = /** @type {(inputs: Account_Contract_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente`)
};

export const account_contract_status_suspended = /** @type {(inputs: Account_Contract_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendido`)
};

export const account_contract_upgrade = /** @type {(inputs: Account_Contract_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar el plan`)
};

export const account_coverage_addons = /** @type {(inputs: Account_Coverage_AddonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coberturas adicionales`)
};

export const account_coverage_limits = /** @type {(inputs: Account_Coverage_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Límites`)
};

export const account_coverage_limits_label = /** @type {(inputs: Account_Coverage_Limits_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Límites y exclusiones de ${i?.item}`)
};

export const account_coverage_load_failure = /** @type {(inputs: Account_Coverage_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la cobertura. Inténtelo de nuevo.`)
};

export const account_coverage_no_addons = /** @type {(inputs: Account_Coverage_No_AddonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no tiene coberturas adicionales.`)
};

export const account_coverage_plan_limits = /** @type {(inputs: Account_Coverage_Plan_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Límites y exclusiones del plan`)
};

export const account_default_card_choose_card = /** @type {(inputs: Account_Default_Card_Choose_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una tarjeta.`)
};

export const account_default_card_choose_plan = /** @type {(inputs: Account_Default_Card_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un plan.`)
};

export const account_default_card_note = /** @type {(inputs: Account_Default_Card_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos mensuales del plan y cualquier factura de prima vencida se cobran a esta tarjeta.`)
};

export const account_default_card_success = /** @type {(inputs: Account_Default_Card_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guardó la tarjeta del plan. Todas las facturas de primas vencidas se cobrarán con esta tarjeta.`)
};

export const account_default_card_title = /** @type {(inputs: Account_Default_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjeta de un plan`)
};

export const account_delete_deleting = /** @type {(inputs: Account_Delete_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminando…`)
};

export const account_delete_keep = /** @type {(inputs: Account_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservar mi cuenta`)
};

export const account_delete_kept_item = /** @type {((inputs: Account_Delete_Kept_ItemInputs) => LocalizedString) & { parts: (inputs: Account_Delete_Kept_ItemInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Delete_Kept_ItemInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.what}: ${i?.why}`)
		}),
		{
			parts: /** @type {(inputs: Account_Delete_Kept_ItemInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.what) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ": " }, { type: "text", value: String(i?.why) }])
			})
		}
	)
);

export const account_delete_kept_lead = /** @type {(inputs: Account_Delete_Kept_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservamos, sin su nombre ni sus datos de contacto:`)
};

export const account_delete_kept_records_what = /** @type {(inputs: Account_Delete_Kept_Records_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contratos, facturas y pagos (montos, fechas, plan, dirección cubierta)`)
};

export const account_delete_kept_records_why = /** @type {(inputs: Account_Delete_Kept_Records_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los registros de contratos de servicio, impuestos y contabilidad deben conservarse durante los años que exige la ley.`)
};

export const account_delete_kept_requests_what = /** @type {(inputs: Account_Delete_Kept_Requests_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de servicio completadas y sus órdenes de trabajo`)
};

export const account_delete_kept_requests_why = /** @type {(inputs: Account_Delete_Kept_Requests_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forman parte del expediente del contrato y de las cuentas del técnico, y pueden ser necesarias para defender un reclamo.`)
};

export const account_delete_kept_transactions_what = /** @type {(inputs: Account_Delete_Kept_Transactions_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de transacción de la pasarela de pago de cada pago`)
};

export const account_delete_kept_transactions_why = /** @type {(inputs: Account_Delete_Kept_Transactions_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vincula el pago con los registros del banco; las tarjetas guardadas en sí se eliminan de la pasarela de pago.`)
};

export const account_delete_password = /** @type {(inputs: Account_Delete_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su contraseña`)
};

export const account_delete_password_hint = /** @type {(inputs: Account_Delete_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se la pedimos de nuevo para confirmar que es usted.`)
};

export const account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se borrarán su nombre, correo electrónico, teléfonos, tarjetas guardadas, avisos y las fotos que envió, y se cerrará su sesión en todos los dispositivos. Esto no se puede deshacer.`)
};

export const account_delete_title = /** @type {(inputs: Account_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta`)
};

export const account_details = /** @type {(inputs: Account_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles`)
};

export const account_due = /** @type {(inputs: Account_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence`)
};

export const account_email = /** @type {(inputs: Account_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const account_failed_payment_badge = /** @type {(inputs: Account_Failed_Payment_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No realizado`)
};

export const account_failed_payment_dates = /** @type {(inputs: Account_Failed_Payment_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vencía el ${i?.due} · el cobro falló el ${i?.failed}`)
};

export const account_failed_payment_description = /** @type {(inputs: Account_Failed_Payment_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago no realizado`)
};

export const account_failed_payment_heading = /** @type {(inputs: Account_Failed_Payment_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contrato ${i?.policyNumber} · ${i?.amount}`)
};

export const account_failed_payments_text = /** @type {(inputs: Account_Failed_Payments_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`No pudimos cobrar este pago a su tarjeta. Páguelo ahora con una tarjeta guardada o una nueva.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`No pudimos cobrar estos pagos a su tarjeta. Páguelos ahora con una tarjeta guardada o una nueva.`);
	return /** @type {LocalizedString} */ ("account_failed_payments_text");
};

export const account_failed_payments_title = /** @type {(inputs: Account_Failed_Payments_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos no realizados`)
};

export const account_flyer_add_photo = /** @type {(inputs: Account_Flyer_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar mi foto`)
};

export const account_flyer_change_photo = /** @type {(inputs: Account_Flyer_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar mi foto`)
};

export const account_flyer_download = /** @type {(inputs: Account_Flyer_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar mi volante`)
};

export const account_flyer_download_failure = /** @type {(inputs: Account_Flyer_Download_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo descargar su volante. Inténtelo de nuevo.`)
};

export const account_flyer_photo_too_large = /** @type {(inputs: Account_Flyer_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta foto es demasiado grande. Elija una de ${i?.megabytes} MB como máximo.`)
};

export const account_flyer_photo_type = /** @type {(inputs: Account_Flyer_Photo_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una foto JPEG o PNG.`)
};

export const account_flyer_with_photo = /** @type {(inputs: Account_Flyer_With_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Con su foto: ${i?.name}`)
};

export const account_glance_closing = /** @type {(inputs: Account_Glance_ClosingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pedido cierra en los próximos 14 días.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pedidos cierran en los próximos 14 días.`);
	return /** @type {LocalizedString} */ ("account_glance_closing");
};

export const account_glance_notices = /** @type {(inputs: Account_Glance_NoticesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tiene ${i?.count} aviso.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Tiene ${i?.count} avisos.`);
	return /** @type {LocalizedString} */ ("account_glance_notices");
};

export const account_glance_owed = /** @type {(inputs: Account_Glance_OwedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pedido tiene un saldo pendiente.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pedidos tienen un saldo pendiente.`);
	return /** @type {LocalizedString} */ ("account_glance_owed");
};

export const account_glance_past_due = /** @type {(inputs: Account_Glance_Past_DueInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pago está vencido (${i?.amount}).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pagos están vencidos (${i?.amount}).`);
	return /** @type {LocalizedString} */ ("account_glance_past_due");
};

export const account_glance_pay_now = /** @type {(inputs: Account_Glance_Pay_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar ahora`)
};

export const account_glance_read_notices = /** @type {(inputs: Account_Glance_Read_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer avisos`)
};

export const account_glance_see_orders = /** @type {(inputs: Account_Glance_See_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver pedidos`)
};

export const account_glance_title = /** @type {(inputs: Account_Glance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requiere su atención`)
};

export const account_invoice = /** @type {(inputs: Account_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura`)
};

export const account_invoice_details_load_failure = /** @type {(inputs: Account_Invoice_Details_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los detalles de la factura. Inténtelo de nuevo.`)
};

export const account_invoice_details_title = /** @type {(inputs: Account_Invoice_Details_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles de la factura`)
};

export const account_invoice_line = /** @type {(inputs: Account_Invoice_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contrato ${i?.policyNumber} · vence el ${i?.due}`)
};

export const account_invoice_line_paid = /** @type {(inputs: Account_Invoice_Line_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contrato ${i?.policyNumber} · vencía el ${i?.due} · pagada el ${i?.paid}`)
};

export const account_invoice_no_payments = /** @type {(inputs: Account_Invoice_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha hecho ningún pago de esta factura.`)
};

export const account_invoice_payment = /** @type {(inputs: Account_Invoice_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} el ${i?.date}`)
};

export const account_invoice_payment_refunded = /** @type {(inputs: Account_Invoice_Payment_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payment} · reembolsado a la tarjeta el ${i?.date}`)
};

export const account_invoice_payment_with_card = /** @type {(inputs: Account_Invoice_Payment_With_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} el ${i?.date} con ${i?.card}`)
};

export const account_invoice_state_cancelled = /** @type {(inputs: Account_Invoice_State_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

export const account_invoice_state_due = /** @type {(inputs: Account_Invoice_State_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por pagar`)
};

export const account_invoice_state_on = /** @type {(inputs: Account_Invoice_State_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} el ${i?.date}`)
};

export const account_invoice_state_paid = /** @type {(inputs: Account_Invoice_State_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagada`)
};

export const account_invoice_state_past_due = /** @type {(inputs: Account_Invoice_State_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencida`)
};

export const account_invoices_load_failure = /** @type {(inputs: Account_Invoices_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las facturas. Inténtelo de nuevo.`)
};

export const account_invoices_no_plans = /** @type {(inputs: Account_Invoices_No_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tiene planes, así que no hay facturas. Pida un plan desde Nuevo pedido.`)
};

export const account_invoices_none = /** @type {(inputs: Account_Invoices_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tiene facturas. Las facturas de sus planes aparecen aquí cuando vencen.`)
};

export const account_ledger_cancelled = /** @type {(inputs: Account_Ledger_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

export const account_ledger_charge = /** @type {(inputs: Account_Ledger_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const account_ledger_credit = /** @type {(inputs: Account_Ledger_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédito`)
};

export const account_ledger_fee = /** @type {(inputs: Account_Ledger_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa`)
};

export const account_ledger_payment = /** @type {(inputs: Account_Ledger_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago`)
};

export const account_ledger_payout = /** @type {(inputs: Account_Ledger_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagado a usted por una solicitud de servicio`)
};

export const account_ledger_plan_change = /** @type {(inputs: Account_Ledger_Plan_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio de plan`)
};

export const account_ledger_refund = /** @type {(inputs: Account_Ledger_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsado a usted`)
};

export const account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

export const account_loading_cards = /** @type {(inputs: Account_Loading_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando sus tarjetas guardadas…`)
};

export const account_menu_billing = /** @type {(inputs: Account_Menu_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturación`)
};

export const account_menu_invoices = /** @type {(inputs: Account_Menu_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturas`)
};

export const account_menu_label = /** @type {(inputs: Account_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú de la cuenta`)
};

export const account_menu_my_account = /** @type {(inputs: Account_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi cuenta`)
};

export const account_menu_my_plans = /** @type {(inputs: Account_Menu_My_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis planes`)
};

export const account_menu_new_order = /** @type {(inputs: Account_Menu_New_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo pedido`)
};

export const account_menu_notices = /** @type {(inputs: Account_Menu_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisos`)
};

export const account_menu_orders = /** @type {(inputs: Account_Menu_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos`)
};

export const account_menu_profile = /** @type {(inputs: Account_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil`)
};

export const account_menu_service_requests = /** @type {(inputs: Account_Menu_Service_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de servicio`)
};

export const account_merge_email_label = /** @type {(inputs: Account_Merge_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico de la otra cuenta`)
};

export const account_merge_email_required = /** @type {(inputs: Account_Merge_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese el correo electrónico de la otra cuenta.`)
};

export const account_merge_failure = /** @type {(inputs: Account_Merge_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos unificar sus cuentas. Llámenos al ${i?.phone}, opción 2.`)
};

export const account_merge_now = /** @type {(inputs: Account_Merge_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unificar ahora`)
};

export const account_merge_offer_text = /** @type {(inputs: Account_Merge_Offer_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Encontramos otra cuenta con su correo electrónico. ¿Desea unificarla con esta ahora? Los planes, tarjetas y avisos pasarán a esta cuenta.
Luego se cerrará su sesión para que vuelva a iniciarla.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Encontramos otras ${i?.count} cuentas con su correo electrónico. ¿Desea unificarlas con esta ahora? Los planes, tarjetas y avisos pasarán a esta cuenta.
Luego se cerrará su sesión para que vuelva a iniciarla.`);
	return /** @type {LocalizedString} */ ("account_merge_offer_text");
};

export const account_merge_password_label = /** @type {(inputs: Account_Merge_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña de la otra cuenta`)
};

export const account_merge_password_required = /** @type {(inputs: Account_Merge_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese la contraseña de la otra cuenta.`)
};

export const account_merge_question = /** @type {(inputs: Account_Merge_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Pasar todo lo de ${i?.other} a esta cuenta (${i?.email})?
Se cerrará su sesión y volverá a iniciarla con ${i?.email}.`)
};

export const account_merge_text = /** @type {(inputs: Account_Merge_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Tiene otra cuenta con nosotros, con otro correo electrónico? Inicie sesión en ella aquí para traer sus planes, tarjetas y avisos a esta cuenta.`)
};

export const account_merge_title = /** @type {(inputs: Account_Merge_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unificar cuentas`)
};

export const account_merging = /** @type {(inputs: Account_MergingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unificando…`)
};

export const account_my_data_agreed = /** @type {(inputs: Account_My_Data_AgreedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aceptado el ${i?.date}`)
};

export const account_my_data_agreed_ended = /** @type {(inputs: Account_My_Data_Agreed_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aceptado el ${i?.date}, terminado el ${i?.ended}`)
};

export const account_my_data_archive = /** @type {(inputs: Account_My_Data_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar el archivo (.tar.gz)`)
};

export const account_my_data_archive_hint = /** @type {(inputs: Account_My_Data_Archive_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo contiene los mismos datos en ficheros para otros programas, con las fotos que nos envió.`)
};

export const account_my_data_autopay = /** @type {(inputs: Account_My_Data_AutopayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pago automático de ${i?.policyNumber} con ${i?.card}`)
};

export const account_my_data_autopay_no_card = /** @type {(inputs: Account_My_Data_Autopay_No_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pago automático de ${i?.policyNumber}`)
};

export const account_my_data_back = /** @type {(inputs: Account_My_Data_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a su perfil`)
};

export const account_my_data_cards = /** @type {(inputs: Account_My_Data_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjetas guardadas`)
};

export const account_my_data_consents = /** @type {(inputs: Account_My_Data_ConsentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que usted aceptó`)
};

export const account_my_data_covered = /** @type {(inputs: Account_My_Data_CoveredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cubierto del ${i?.from} al ${i?.to}`)
};

export const account_my_data_download = /** @type {(inputs: Account_My_Data_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar mis datos`)
};

export const account_my_data_download_failure = /** @type {(inputs: Account_My_Data_Download_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron descargar sus datos. Inténtelo de nuevo.`)
};

export const account_my_data_downloaded = /** @type {(inputs: Account_My_Data_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} se descargó: lo encontrará con sus descargas.`)
};

export const account_my_data_due = /** @type {(inputs: Account_My_Data_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vence el ${i?.date}`)
};

export const account_my_data_files = /** @type {(inputs: Account_My_Data_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos que envió`)
};

export const account_my_data_invoices = /** @type {(inputs: Account_My_Data_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturas`)
};

export const account_my_data_load_failure = /** @type {(inputs: Account_My_Data_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos preparar sus datos. Inténtelo de nuevo.`)
};

export const account_my_data_member_since = /** @type {(inputs: Account_My_Data_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente desde`)
};

export const account_my_data_messages = /** @type {(inputs: Account_My_Data_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensajes: ${i?.count}`)
};

export const account_my_data_messages_lead = /** @type {(inputs: Account_My_Data_Messages_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo le llega ahora cada tipo de mensaje. Puede cambiarlo en Cómo nos comunicamos con usted, en su perfil.`)
};

export const account_my_data_none = /** @type {(inputs: Account_My_Data_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno.`)
};

export const account_my_data_not_sent = /** @type {(inputs: Account_My_Data_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se le envía`)
};

export const account_my_data_opened = /** @type {(inputs: Account_My_Data_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abierta el ${i?.date}`)
};

export const account_my_data_ordered_for_owner = /** @type {(inputs: Account_My_Data_Ordered_For_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido para el propietario`)
};

export const account_my_data_paid_on = /** @type {(inputs: Account_My_Data_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagada el ${i?.date}`)
};

export const account_my_data_paid_with = /** @type {(inputs: Account_My_Data_Paid_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagado el ${i?.date} con ${i?.card}`)
};

export const account_my_data_payments = /** @type {(inputs: Account_My_Data_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos`)
};

export const account_my_data_plans = /** @type {(inputs: Account_My_Data_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes`)
};

export const account_my_data_preparing = /** @type {(inputs: Account_My_Data_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando…`)
};

export const account_my_data_print = /** @type {(inputs: Account_My_Data_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir o guardar como PDF`)
};

export const account_my_data_profile = /** @type {(inputs: Account_My_Data_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil`)
};

export const account_my_data_read = /** @type {(inputs: Account_My_Data_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Léalos aquí`)
};

export const account_my_data_ready_text = /** @type {(inputs: Account_My_Data_Ready_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preparados el ${i?.date}. Contienen:`)
};

export const account_my_data_ready_title = /** @type {(inputs: Account_My_Data_Ready_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus datos están listos`)
};

export const account_my_data_refunded = /** @type {(inputs: Account_My_Data_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reembolsado el ${i?.date}`)
};

export const account_my_data_requests = /** @type {(inputs: Account_My_Data_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de servicio`)
};

export const account_my_data_sent = /** @type {(inputs: Account_My_Data_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviado el ${i?.date}`)
};

export const account_my_data_service_agreement = /** @type {(inputs: Account_My_Data_Service_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acuerdo de servicio del contratista`)
};

export const account_my_data_sms_off = /** @type {(inputs: Account_My_Data_Sms_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisos por mensaje de texto: desactivados`)
};

export const account_my_data_sms_on = /** @type {(inputs: Account_My_Data_Sms_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisos por mensaje de texto: activados`)
};

export const account_my_data_summary_lead = /** @type {(inputs: Account_My_Data_Summary_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo lo que guardamos sobre usted, preparado el ${i?.date}.`)
};

export const account_my_data_text = /** @type {(inputs: Account_My_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargue una copia de lo que tenemos sobre usted: su perfil, planes, facturas, pagos, solicitudes de servicio y las fotos que envió, en un solo archivo. O elimine su cuenta.`)
};

export const account_my_data_title = /** @type {(inputs: Account_My_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus datos`)
};

export const account_name = /** @type {(inputs: Account_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const account_new_card = /** @type {(inputs: Account_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una tarjeta nueva`)
};

export const account_no = /** @type {(inputs: Account_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const account_not_now = /** @type {(inputs: Account_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

export const account_notice_dismiss = /** @type {(inputs: Account_Notice_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

export const account_notice_dismiss_label = /** @type {(inputs: Account_Notice_Dismiss_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descartar ${i?.title}`)
};

export const account_notice_important = /** @type {(inputs: Account_Notice_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importante`)
};

export const account_notices_dismiss_all = /** @type {(inputs: Account_Notices_Dismiss_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar todos`)
};

export const account_notices_dismiss_all_question = /** @type {(inputs: Account_Notices_Dismiss_All_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Descartar los ${i?.count} avisos?
Ya no aparecerán en su cuenta.`)
};

export const account_notices_dismiss_all_title = /** @type {(inputs: Account_Notices_Dismiss_All_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar todos los avisos`)
};

export const account_notices_dismiss_failure = /** @type {(inputs: Account_Notices_Dismiss_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo descartar el aviso. Inténtelo de nuevo.`)
};

export const account_notices_load_failure = /** @type {(inputs: Account_Notices_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar sus avisos. Inténtelo de nuevo.`)
};

export const account_notices_none = /** @type {(inputs: Account_Notices_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene avisos. Aquí publicamos novedades sobre sus planes, pagos y solicitudes de servicio.`)
};

export const account_offline = /** @type {(inputs: Account_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Está sin conexión. Para esto se necesita conexión a internet.`)
};

export const account_order_amount_due = /** @type {(inputs: Account_Order_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto a pagar`)
};

export const account_order_buyer = /** @type {(inputs: Account_Order_BuyerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comprador: ${i?.name}`)
};

export const account_order_cancel = /** @type {(inputs: Account_Order_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar pedido`)
};

export const account_order_cancel_question = /** @type {(inputs: Account_Order_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Cancelar el pedido de ${i?.planName} (contrato ${i?.policyNumber}) para ${i?.address}?
Esto no se puede deshacer aquí.`)
};

export const account_order_change_closing_date = /** @type {(inputs: Account_Order_Change_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar fecha de cierre`)
};

export const account_order_closing_change_failure = /** @type {(inputs: Account_Order_Closing_Change_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar la fecha de cierre. Inténtelo de nuevo.`)
};

export const account_order_closing_changed = /** @type {(inputs: Account_Order_Closing_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La fecha de cierre ahora es ${i?.date}.`)
};

export const account_order_closing_changed_resent = /** @type {(inputs: Account_Order_Closing_Changed_ResentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La fecha de cierre ahora es ${i?.date}. La factura se envió de nuevo por correo electrónico al oficial de escrow.`)
};

export const account_order_closing_in_days = /** @type {(inputs: Account_Order_Closing_In_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} (en ${i?.days} días)`)
};

export const account_order_closing_today = /** @type {(inputs: Account_Order_Closing_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} (hoy)`)
};

export const account_order_closing_tomorrow = /** @type {(inputs: Account_Order_Closing_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} (mañana)`)
};

export const account_order_complete_at_closing = /** @type {(inputs: Account_Order_Complete_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completar al cierre`)
};

export const account_order_complete_failure = /** @type {(inputs: Account_Order_Complete_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos completar este pedido. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_order_convert = /** @type {(inputs: Account_Order_ConvertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convertir a cobertura completa`)
};

export const account_order_escrow_invoice = /** @type {(inputs: Account_Order_Escrow_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura de escrow`)
};

export const account_order_estimated_closing = /** @type {(inputs: Account_Order_Estimated_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cierre estimado`)
};

export const account_order_invoice_by = /** @type {(inputs: Account_Order_Invoice_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} por ${i?.officer} (${i?.company})`)
};

export const account_order_invoice_by_on = /** @type {(inputs: Account_Order_Invoice_By_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} por ${i?.officer} (${i?.company}) el ${i?.date}`)
};

export const account_order_invoice_cancelled = /** @type {(inputs: Account_Order_Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura cancelada`)
};

export const account_order_invoice_not_sent = /** @type {(inputs: Account_Order_Invoice_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura no enviada: no se indicó un oficial de escrow`)
};

export const account_order_invoice_on = /** @type {(inputs: Account_Order_Invoice_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} el ${i?.date}`)
};

export const account_order_invoice_paid = /** @type {(inputs: Account_Order_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura pagada`)
};

export const account_order_invoice_sent = /** @type {(inputs: Account_Order_Invoice_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura enviada`)
};

export const account_order_invoice_to = /** @type {(inputs: Account_Order_Invoice_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} a ${i?.officer} (${i?.company})`)
};

export const account_order_invoice_to_on = /** @type {(inputs: Account_Order_Invoice_To_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} a ${i?.officer} (${i?.company}) el ${i?.date}`)
};

export const account_order_invoice_viewed = /** @type {(inputs: Account_Order_Invoice_ViewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura vista`)
};

export const account_order_new_closing_date = /** @type {(inputs: Account_Order_New_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva fecha de cierre`)
};

export const account_order_nothing_due = /** @type {(inputs: Account_Order_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada pendiente`)
};

export const account_order_payment_summary = /** @type {((inputs: Account_Order_Payment_SummaryInputs) => LocalizedString) & { parts: (inputs: Account_Order_Payment_SummaryInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Order_Payment_SummaryInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.planName} para ${i?.address} (contrato ${i?.policyNumber}): ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Account_Order_Payment_SummaryInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: String(i?.planName) }, { type: "text", value: " para " }, { type: "text", value: String(i?.address) }, { type: "text", value: " (contrato " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: "): " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const account_order_payment_title = /** @type {(inputs: Account_Order_Payment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago del pedido del agente`)
};

export const account_order_plan_line = /** @type {(inputs: Account_Order_Plan_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.planName} · contrato ${i?.policyNumber}`)
};

export const account_order_plan_line_listing = /** @type {(inputs: Account_Order_Plan_Line_ListingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.planName} (cobertura durante el listado) · contrato ${i?.policyNumber}`)
};

export const account_order_seller = /** @type {(inputs: Account_Order_SellerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vendedor: ${i?.name}`)
};

export const account_orders_load_failure = /** @type {(inputs: Account_Orders_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar sus pedidos. Inténtelo de nuevo.`)
};

export const account_orders_none = /** @type {((inputs: Account_Orders_NoneInputs) => LocalizedString) & { parts: (inputs: Account_Orders_NoneInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Orders_NoneInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Aún no tiene pedidos. Haga un pedido para su comprador o vendedor y aparecerá aquí hasta el cierre.`)
		}),
		{
			parts: /** @type {(inputs: Account_Orders_NoneInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Aún no tiene pedidos. " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Haga un pedido" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: " para su comprador o vendedor y aparecerá aquí hasta el cierre." }])
			})
		}
	)
);

export const account_owner_confirm_label = /** @type {(inputs: Account_Owner_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme este pedido`)
};

export const account_owner_confirm_no = /** @type {(inputs: Account_Owner_Confirm_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este pedido no es mío`)
};

export const account_owner_confirm_text = /** @type {(inputs: Account_Owner_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien pidió este plan para su casa con su correo electrónico sin iniciar sesión. La cobertura empieza cuando usted confirme que es suyo.`)
};

export const account_owner_confirm_yes = /** @type {(inputs: Account_Owner_Confirm_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, es mío`)
};

export const account_pay_amount = /** @type {(inputs: Account_Pay_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagar ${i?.amount}`)
};

export const account_pay_in_full = /** @type {(inputs: Account_Pay_In_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar todo`)
};

export const account_pay_in_full_note = /** @type {(inputs: Account_Pay_In_Full_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Después de esto no hay más pagos mensuales. Pagar por adelantado no tiene descuento.`)
};

export const account_pay_in_full_summary = /** @type {((inputs: Account_Pay_In_Full_SummaryInputs) => LocalizedString) & { parts: (inputs: Account_Pay_In_Full_SummaryInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Pay_In_Full_SummaryInputs) => LocalizedString} */ ((i) => {
			const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Contrato ${i?.policyNumber}: el ${i?.count} pago mensual que queda en este plazo, al precio actual, ${i?.amount} en total.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Contrato ${i?.policyNumber}: los ${i?.count} pagos mensuales que quedan en este plazo, al precio actual, ${i?.amount} en total.`);
	return /** @type {LocalizedString} */ ("account_pay_in_full_summary");
		}),
		{
			parts: /** @type {(inputs: Account_Pay_In_Full_SummaryInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Contrato " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": el " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.count) }, { type: "text", value: " pago mensual" }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " que queda en este plazo, al precio actual, " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " en total." }]);
	if (countPlural === "other") return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Contrato " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": los " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.count) }, { type: "text", value: " pagos mensuales" }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " que quedan en este plazo, al precio actual, " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " en total." }]);
	return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "account_pay_in_full_summary" }]);
			})
		}
	)
);

export const account_pay_in_full_title = /** @type {(inputs: Account_Pay_In_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar el resto del plazo`)
};

export const account_pay_in_full_working = /** @type {(inputs: Account_Pay_In_Full_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calculando…`)
};

export const account_pay_invoice_summary = /** @type {((inputs: Account_Pay_Invoice_SummaryInputs) => LocalizedString) & { parts: (inputs: Account_Pay_Invoice_SummaryInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Pay_Invoice_SummaryInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.description} del contrato ${i?.policyNumber}: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Account_Pay_Invoice_SummaryInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: String(i?.description) }, { type: "text", value: " del contrato " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const account_pay_invoice_title = /** @type {(inputs: Account_Pay_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar factura`)
};

export const account_pay_with = /** @type {(inputs: Account_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar con`)
};

export const account_paying = /** @type {(inputs: Account_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagando…`)
};

export const account_payment_connection_lost = /** @type {(inputs: Account_Payment_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se perdió la conexión antes de confirmar el pago. Inténtelo de nuevo cuando tenga conexión: el mismo pago nunca se cobra dos veces.`)
};

export const account_payment_declined = /** @type {(inputs: Account_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su tarjeta fue rechazada, así que no se le cobró nada. Use otra tarjeta o llame a su banco.`)
};

export const account_payment_failure = /** @type {(inputs: Account_Payment_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos procesar su pago. Revise su información de facturación e inténtelo de nuevo. Llámenos al ${i?.phone}, opción 2.`)
};

export const account_payment_failure_title = /** @type {(inputs: Account_Payment_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago no se realizó`)
};

export const account_payment_methods_title = /** @type {(inputs: Account_Payment_Methods_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métodos de pago`)
};

export const account_payment_needs_card = /** @type {(inputs: Account_Payment_Needs_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una tarjeta guardada o ingrese una tarjeta nueva.`)
};

export const account_payments = /** @type {(inputs: Account_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos`)
};

export const account_phone = /** @type {(inputs: Account_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

export const account_phone_fax = /** @type {(inputs: Account_Phone_FaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fax`)
};

export const account_phone_home = /** @type {(inputs: Account_Phone_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Casa`)
};

export const account_phone_line = /** @type {((inputs: Account_Phone_LineInputs) => LocalizedString) & { parts: (inputs: Account_Phone_LineInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Phone_LineInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.number} (${i?.type})`)
		}),
		{
			parts: /** @type {(inputs: Account_Phone_LineInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.number) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: " (" }, { type: "text", value: String(i?.type) }, { type: "text", value: ")" }])
			})
		}
	)
);

export const account_phone_line_primary = /** @type {((inputs: Account_Phone_Line_PrimaryInputs) => LocalizedString) & { parts: (inputs: Account_Phone_Line_PrimaryInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Phone_Line_PrimaryInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.number} (${i?.type}, principal)`)
		}),
		{
			parts: /** @type {(inputs: Account_Phone_Line_PrimaryInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.number) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: " (" }, { type: "text", value: String(i?.type) }, { type: "text", value: ", principal)" }])
			})
		}
	)
);

export const account_phone_mobile = /** @type {(inputs: Account_Phone_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Celular`)
};

export const account_phone_other = /** @type {(inputs: Account_Phone_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro`)
};

export const account_phone_work = /** @type {(inputs: Account_Phone_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabajo`)
};

export const account_phones = /** @type {(inputs: Account_PhonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfonos`)
};

export const account_plan = /** @type {(inputs: Account_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const account_plan_agreed_on = /** @type {(inputs: Account_Plan_Agreed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usted lo aceptó el ${i?.date}.`)
};

export const account_plan_at_renewal = /** @type {(inputs: Account_Plan_At_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al renovarse`)
};

export const account_plan_auto_renew = /** @type {(inputs: Account_Plan_Auto_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovación automática`)
};

export const account_plan_automatic_off = /** @type {(inputs: Account_Plan_Automatic_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El pago automático está desactivado para el contrato ${i?.policyNumber}.`)
};

export const account_plan_automatic_on = /** @type {(inputs: Account_Plan_Automatic_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El pago automático está activado para el contrato ${i?.policyNumber}.`)
};

export const account_plan_autopay = /** @type {(inputs: Account_Plan_AutopayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago automático`)
};

export const account_plan_autopay_as_agreed = /** @type {(inputs: Account_Plan_Autopay_As_AgreedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarjeta paga los cargos siguientes de este plan según lo que usted aceptó:`)
};

export const account_plan_autopay_as_due = /** @type {(inputs: Account_Plan_Autopay_As_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarjeta paga los cargos siguientes de este plan a medida que vencen.`)
};

export const account_plan_autopay_keep_on = /** @type {(inputs: Account_Plan_Autopay_Keep_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantenerlo activado`)
};

export const account_plan_autopay_off = /** @type {(inputs: Account_Plan_Autopay_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado`)
};

export const account_plan_autopay_off_question = /** @type {(inputs: Account_Plan_Autopay_Off_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya no se cobrará automáticamente ninguna tarjeta por el contrato ${i?.policyNumber}.
Los pagos siguientes se facturarán, y usted paga cada uno desde su cuenta.`)
};

export const account_plan_autopay_off_title = /** @type {(inputs: Account_Plan_Autopay_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar el pago automático`)
};

export const account_plan_autopay_on_other_card = /** @type {(inputs: Account_Plan_Autopay_On_Other_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado, con una tarjeta que no es suya`)
};

export const account_plan_autopay_on_with = /** @type {(inputs: Account_Plan_Autopay_On_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activado con ${i?.card}`)
};

export const account_plan_autopay_turn_off = /** @type {(inputs: Account_Plan_Autopay_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar`)
};

export const account_plan_balance = /** @type {(inputs: Account_Plan_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saldo`)
};

export const account_plan_balance_credit = /** @type {(inputs: Account_Plan_Balance_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} a su favor`)
};

export const account_plan_balance_nothing = /** @type {(inputs: Account_Plan_Balance_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No debe nada`)
};

export const account_plan_balance_owed = /** @type {(inputs: Account_Plan_Balance_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ${i?.amount}`)
};

export const account_plan_cancel = /** @type {(inputs: Account_Plan_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar plan`)
};

export const account_plan_cancel_question = /** @type {(inputs: Account_Plan_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Cancelar su plan ${i?.planName} (contrato ${i?.policyNumber}) para ${i?.address}?
La cobertura termina y esto no se puede deshacer aquí.`)
};

export const account_plan_change_failure = /** @type {(inputs: Account_Plan_Change_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos cambiar este plan. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_plan_changes_to = /** @type {(inputs: Account_Plan_Changes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambia a ${i?.planName}`)
};

export const account_plan_charge_cancelled = /** @type {(inputs: Account_Plan_Charge_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

export const account_plan_charge_owed = /** @type {(inputs: Account_Plan_Charge_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente`)
};

export const account_plan_charge_owed_amount = /** @type {(inputs: Account_Plan_Charge_Owed_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pendiente: ${i?.amount}`)
};

export const account_plan_charge_paid = /** @type {(inputs: Account_Plan_Charge_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagado`)
};

export const account_plan_details_load_failure = /** @type {(inputs: Account_Plan_Details_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los detalles del plan. Inténtelo de nuevo.`)
};

export const account_plan_details_loading = /** @type {(inputs: Account_Plan_Details_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los detalles del plan…`)
};

export const account_plan_ends = /** @type {(inputs: Account_Plan_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina con su plazo a menos que lo renueve.`)
};

export const account_plan_ends_on = /** @type {(inputs: Account_Plan_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La cobertura termina el ${i?.date} a menos que la renueve.`)
};

export const account_plan_hide_details = /** @type {(inputs: Account_Plan_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar detalles`)
};

export const account_plan_invoiced_instead = /** @type {(inputs: Account_Plan_Invoiced_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos siguientes se facturarán, y usted paga cada uno desde su cuenta.`)
};

export const account_plan_money_load_failure = /** @type {(inputs: Account_Plan_Money_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los pagos del plan. Inténtelo de nuevo.`)
};

export const account_plan_money_loading = /** @type {(inputs: Account_Plan_Money_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los pagos del plan…`)
};

export const account_plan_nothing_paid = /** @type {(inputs: Account_Plan_Nothing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay pagos`)
};

export const account_plan_owner = /** @type {(inputs: Account_Plan_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titular`)
};

export const account_plan_paid_in_full = /** @type {(inputs: Account_Plan_Paid_In_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El contrato ${i?.policyNumber} está pagado por el resto de su plazo: ya no hay más pagos mensuales.`)
};

export const account_plan_paid_through = /** @type {(inputs: Account_Plan_Paid_ThroughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagado hasta`)
};

export const account_plan_quote_failure = /** @type {(inputs: Account_Plan_Quote_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos calcular lo que queda por pagar. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_plan_renews = /** @type {(inputs: Account_Plan_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se renueva solo.`)
};

export const account_plan_renews_on = /** @type {(inputs: Account_Plan_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se renueva solo cuando su plazo termina el ${i?.date}.`)
};

export const account_plan_setting = /** @type {((inputs: Account_Plan_SettingInputs) => LocalizedString) & { parts: (inputs: Account_Plan_SettingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Plan_SettingInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
		}),
		{
			parts: /** @type {(inputs: Account_Plan_SettingInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "term", options: {}, attributes: {} }, { type: "text", value: String(i?.label) }, { type: "text", value: ":" }, { type: "markup-end", name: "term", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "markup-start", name: "figure", options: {}, attributes: {} }, { type: "text", value: String(i?.value) }, { type: "markup-end", name: "figure", options: {}, attributes: {} }])
			})
		}
	)
);

export const account_plan_statement = /** @type {(inputs: Account_Plan_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos y cargos`)
};

export const account_plan_statement_empty = /** @type {(inputs: Account_Plan_Statement_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay pagos ni cargos.`)
};

export const account_plan_statement_label = /** @type {(inputs: Account_Plan_Statement_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos y cargos, del más reciente al más antiguo`)
};

export const account_plan_term = /** @type {(inputs: Account_Plan_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazo`)
};

export const account_plan_term_years = /** @type {(inputs: Account_Plan_Term_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} año`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} años`);
	return /** @type {LocalizedString} */ ("account_plan_term_years");
};

export const account_plans_details_coverage = /** @type {(inputs: Account_Plans_Details_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles y cobertura`)
};

export const account_plans_load_failure = /** @type {(inputs: Account_Plans_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar sus planes. Inténtelo de nuevo.`)
};

export const account_plans_none = /** @type {((inputs: Account_Plans_NoneInputs) => LocalizedString) & { parts: (inputs: Account_Plans_NoneInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Plans_NoneInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Aún no tiene planes. Pida un plan para proteger los sistemas y electrodomésticos de su casa.`)
		}),
		{
			parts: /** @type {(inputs: Account_Plans_NoneInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Aún no tiene planes. " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Pida un plan" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: " para proteger los sistemas y electrodomésticos de su casa." }])
			})
		}
	)
);

export const account_profile_add_phone = /** @type {(inputs: Account_Profile_Add_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar un teléfono`)
};

export const account_profile_edit = /** @type {(inputs: Account_Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
};

export const account_profile_email_note = /** @type {(inputs: Account_Profile_Email_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su correo electrónico, ${i?.email}, es su nombre de usuario y no se puede cambiar.`)
};

export const account_profile_failure = /** @type {(inputs: Account_Profile_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos guardar su perfil. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_profile_first_name = /** @type {(inputs: Account_Profile_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const account_profile_first_name_required = /** @type {(inputs: Account_Profile_First_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese su nombre.`)
};

export const account_profile_language = /** @type {(inputs: Account_Profile_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const account_profile_language_hint = /** @type {(inputs: Account_Profile_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El idioma de este sitio y de los correos electrónicos y mensajes de texto que le enviamos.`)
};

export const account_profile_last_name = /** @type {(inputs: Account_Profile_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellido`)
};

export const account_profile_last_name_required = /** @type {(inputs: Account_Profile_Last_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese su apellido.`)
};

export const account_profile_no_phones = /** @type {(inputs: Account_Profile_No_PhonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno registrado. Agregue uno con Editar perfil.`)
};

export const account_profile_phone_incomplete = /** @type {(inputs: Account_Profile_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un número de teléfono de 10 dígitos.`)
};

export const account_profile_phone_line = /** @type {(inputs: Account_Profile_Phone_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} (${i?.type})`)
};

export const account_profile_phone_line_primary = /** @type {(inputs: Account_Profile_Phone_Line_PrimaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} (${i?.type}, principal)`)
};

export const account_profile_phone_n = /** @type {(inputs: Account_Profile_Phone_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teléfono ${i?.n}`)
};

export const account_profile_phone_type = /** @type {(inputs: Account_Profile_Phone_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

export const account_profile_primary = /** @type {(inputs: Account_Profile_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const account_profile_remove_phone = /** @type {(inputs: Account_Profile_Remove_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar el teléfono ${i?.n}`)
};

export const account_profile_saved = /** @type {(inputs: Account_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su perfil se guardó.`)
};

export const account_profile_sms_phone_required = /** @type {(inputs: Account_Profile_Sms_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese el número de celular al que enviaremos los mensajes de texto.`)
};

export const account_profile_too_many_phones = /** @type {(inputs: Account_Profile_Too_Many_PhonesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un perfil guarda como máximo ${i?.count} números de teléfono.`)
};

export const account_property = /** @type {(inputs: Account_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propiedad`)
};

export const account_remove = /** @type {(inputs: Account_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const account_saving = /** @type {(inputs: Account_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

export const account_sms_offer = /** @type {(inputs: Account_Sms_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reciba avisos sobre sus solicitudes de servicio por mensaje de texto.`)
};

export const account_sms_on = /** @type {(inputs: Account_Sms_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibe avisos sobre sus solicitudes de servicio por mensaje de texto.`)
};

export const account_sms_phone_label = /** @type {(inputs: Account_Sms_Phone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de celular`)
};

export const account_sms_phone_problem = /** @type {(inputs: Account_Sms_Phone_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese el número de celular para los mensajes de texto como ###-###-####.`)
};

export const account_sms_sign_up = /** @type {(inputs: Account_Sms_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviarme avisos por texto`)
};

export const account_sms_signing_up = /** @type {(inputs: Account_Sms_Signing_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscribiendo…`)
};

export const account_sms_title = /** @type {(inputs: Account_Sms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisos por mensaje de texto`)
};

export const account_sr_add_note = /** @type {(inputs: Account_Sr_Add_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar nota`)
};

export const account_sr_add_note_label = /** @type {(inputs: Account_Sr_Add_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar una nota`)
};

export const account_sr_adding_note = /** @type {(inputs: Account_Sr_Adding_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregando…`)
};

export const account_sr_book_this_time = /** @type {(inputs: Account_Sr_Book_This_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar esta hora`)
};

export const account_sr_book_visit = /** @type {(inputs: Account_Sr_Book_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar una hora de visita`)
};

export const account_sr_booked_now = /** @type {(inputs: Account_Sr_Booked_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reservada ahora: ${i?.day}, ${i?.time}`)
};

export const account_sr_booking = /** @type {(inputs: Account_Sr_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservando…`)
};

export const account_sr_cancel_failure = /** @type {(inputs: Account_Sr_Cancel_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos cancelar esta solicitud de servicio. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_sr_cancel_question = /** @type {(inputs: Account_Sr_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Cancelar la solicitud de servicio ${i?.number} (${i?.item})? Esto no se puede deshacer aquí.`)
};

export const account_sr_cancel_reason = /** @type {(inputs: Account_Sr_Cancel_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo de la cancelación`)
};

export const account_sr_cancel_request = /** @type {(inputs: Account_Sr_Cancel_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la solicitud`)
};

export const account_sr_cancel_title = /** @type {(inputs: Account_Sr_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar solicitud de servicio`)
};

export const account_sr_cancel_visit = /** @type {(inputs: Account_Sr_Cancel_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la visita`)
};

export const account_sr_cancelled = /** @type {(inputs: Account_Sr_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La solicitud de servicio ${i?.number} se canceló.`)
};

export const account_sr_cash_accept = /** @type {(inputs: Account_Sr_Cash_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar el efectivo`)
};

export const account_sr_cash_accept_consequence = /** @type {(inputs: Account_Sr_Cash_Accept_ConsequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta solicitud se cerrará, se cancelará cualquier visita programada y le avisaremos al contratista. Esto no se puede deshacer.`)
};

export const account_sr_cash_accept_label = /** @type {(inputs: Account_Sr_Cash_Accept_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aceptar ${i?.amount}`)
};

export const account_sr_cash_accept_payment = /** @type {(inputs: Account_Sr_Cash_Accept_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le enviaremos por correo un cheque de ${i?.amount} a ${i?.mailTo} en un plazo de ${i?.days} días hábiles.`)
};

export const account_sr_cash_accept_question = /** @type {(inputs: Account_Sr_Cash_Accept_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Aceptar ${i?.amount} en lugar de la reparación?`)
};

export const account_sr_cash_accepted = /** @type {(inputs: Account_Sr_Cash_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptó la oferta en efectivo.`)
};

export const account_sr_cash_accepted_title = /** @type {(inputs: Account_Sr_Cash_Accepted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oferta en efectivo aceptada`)
};

export const account_sr_cash_answer_failure = /** @type {(inputs: Account_Sr_Cash_Answer_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar su respuesta. Inténtelo de nuevo.`)
};

export const account_sr_cash_decline = /** @type {(inputs: Account_Sr_Cash_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

export const account_sr_cash_declined = /** @type {(inputs: Account_Sr_Cash_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazó la oferta en efectivo.`)
};

export const account_sr_cash_how = /** @type {(inputs: Account_Sr_Cash_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forma de pago`)
};

export const account_sr_cash_label = /** @type {(inputs: Account_Sr_Cash_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Efectivo en lugar de la reparación`)
};

export const account_sr_cash_mailed_to = /** @type {(inputs: Account_Sr_Cash_Mailed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se envía por correo a`)
};

export const account_sr_cash_method = /** @type {(inputs: Account_Sr_Cash_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cheque por correo`)
};

export const account_sr_cash_offer = /** @type {(inputs: Account_Sr_Cash_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Efectivo en lugar de la reparación: ${i?.amount}`)
};

export const account_sr_cash_offer_accepted = /** @type {(inputs: Account_Sr_Cash_Offer_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptó esta oferta.`)
};

export const account_sr_cash_offer_declined = /** @type {(inputs: Account_Sr_Cash_Offer_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazó esta oferta.`)
};

export const account_sr_cash_paid_by = /** @type {(inputs: Account_Sr_Cash_Paid_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha límite de pago`)
};

export const account_sr_cash_settled_after = /** @type {((inputs: Account_Sr_Cash_Settled_AfterInputs) => LocalizedString) & { parts: (inputs: Account_Sr_Cash_Settled_AfterInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Sr_Cash_Settled_AfterInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Esta solicitud está cerrada: se canceló cualquier visita y se avisó al contratista. Si el cheque no ha llegado para esa fecha, llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Account_Sr_Cash_Settled_AfterInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Esta solicitud está cerrada: se canceló cualquier visita y se avisó al contratista. Si el cheque no ha llegado para esa fecha, llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const account_sr_cash_within = /** @type {(inputs: Account_Sr_Cash_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dentro de los ${i?.days} días hábiles siguientes a su aceptación.`)
};

export const account_sr_change_visit = /** @type {(inputs: Account_Sr_Change_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar la hora de la visita`)
};

export const account_sr_change_visit_title = /** @type {(inputs: Account_Sr_Change_Visit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar la hora de la visita`)
};

export const account_sr_contractor = /** @type {(inputs: Account_Sr_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contratista`)
};

export const account_sr_covered = /** @type {(inputs: Account_Sr_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cubierto`)
};

export const account_sr_decision = /** @type {(inputs: Account_Sr_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisión`)
};

export const account_sr_decision_approved = /** @type {(inputs: Account_Sr_Decision_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobada`)
};

export const account_sr_decision_awaiting_approval = /** @type {(inputs: Account_Sr_Decision_Awaiting_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera de aprobación`)
};

export const account_sr_decision_denied = /** @type {(inputs: Account_Sr_Decision_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denegada`)
};

export const account_sr_decision_heading = /** @type {((inputs: Account_Sr_Decision_HeadingInputs) => LocalizedString) & { parts: (inputs: Account_Sr_Decision_HeadingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Sr_Decision_HeadingInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Decisión: ${i?.status}`)
		}),
		{
			parts: /** @type {(inputs: Account_Sr_Decision_HeadingInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Decisión: " }, { type: "markup-start", name: "status", options: {}, attributes: {} }, { type: "text", value: String(i?.status) }, { type: "markup-end", name: "status", options: {}, attributes: {} }])
			})
		}
	)
);

export const account_sr_diagnosis = /** @type {(inputs: Account_Sr_DiagnosisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El diagnóstico`)
};

export const account_sr_event_arrived = /** @type {(inputs: Account_Sr_Event_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El técnico llegó`)
};

export const account_sr_event_cash_declined = /** @type {(inputs: Account_Sr_Event_Cash_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oferta en efectivo rechazada`)
};

export const account_sr_event_cash_offered = /** @type {(inputs: Account_Sr_Event_Cash_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ofreció efectivo en lugar de la reparación`)
};

export const account_sr_event_on_my_way = /** @type {(inputs: Account_Sr_Event_On_My_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Técnico en camino`)
};

export const account_sr_event_scheduled = /** @type {(inputs: Account_Sr_Event_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programada`)
};

export const account_sr_event_submitted = /** @type {(inputs: Account_Sr_Event_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada`)
};

export const account_sr_fee = /** @type {(inputs: Account_Sr_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa de visita de servicio`)
};

export const account_sr_fee_paid = /** @type {(inputs: Account_Sr_Fee_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee}, pagada`)
};

export const account_sr_finding_times = /** @type {(inputs: Account_Sr_Finding_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando horas disponibles…`)
};

export const account_sr_hide_notes = /** @type {(inputs: Account_Sr_Hide_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar notas`)
};

export const account_sr_history_title = /** @type {(inputs: Account_Sr_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial de solicitudes de servicio`)
};

export const account_sr_load_failure = /** @type {(inputs: Account_Sr_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar sus solicitudes de servicio. Inténtelo de nuevo.`)
};

export const account_sr_loading_notes = /** @type {(inputs: Account_Sr_Loading_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando notas…`)
};

export const account_sr_no_notes = /** @type {(inputs: Account_Sr_No_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay notas.`)
};

export const account_sr_no_times = /** @type {(inputs: Account_Sr_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay horas disponibles en las próximas dos semanas. El contratista le llamará.`)
};

export const account_sr_none = /** @type {((inputs: Account_Sr_NoneInputs) => LocalizedString) & { parts: (inputs: Account_Sr_NoneInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Sr_NoneInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`No tiene solicitudes de servicio. ¿Algo se descompuso? Solicite una reparación.`)
		}),
		{
			parts: /** @type {(inputs: Account_Sr_NoneInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "No tiene solicitudes de servicio. ¿Algo se descompuso? " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Solicite una reparación" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const account_sr_none_no_plan = /** @type {(inputs: Account_Sr_None_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene solicitudes de servicio. Cuando tenga un plan, podrá solicitar una reparación aquí.`)
};

export const account_sr_not_covered = /** @type {(inputs: Account_Sr_Not_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cubierto`)
};

export const account_sr_not_yet = /** @type {(inputs: Account_Sr_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no`)
};

export const account_sr_note_added = /** @type {(inputs: Account_Sr_Note_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se agregó su nota.`)
};

export const account_sr_note_failure = /** @type {(inputs: Account_Sr_Note_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos agregar su nota. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_sr_note_required = /** @type {(inputs: Account_Sr_Note_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba una nota.`)
};

export const account_sr_notes_load_failure = /** @type {(inputs: Account_Sr_Notes_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las notas. Inténtelo de nuevo.`)
};

export const account_sr_reason_required = /** @type {(inputs: Account_Sr_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Díganos por qué la cancela.`)
};

export const account_sr_request_line = /** @type {(inputs: Account_Sr_Request_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitud ${i?.number} · abierta el ${i?.opened}`)
};

export const account_sr_request_line_closed = /** @type {(inputs: Account_Sr_Request_Line_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.line} · cerrada el ${i?.closed}`)
};

export const account_sr_request_line_contract = /** @type {(inputs: Account_Sr_Request_Line_ContractInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitud ${i?.number} · contrato ${i?.policyNumber} · abierta el ${i?.opened}`)
};

export const account_sr_request_update = /** @type {(inputs: Account_Sr_Request_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir una actualización`)
};

export const account_sr_requesting = /** @type {(inputs: Account_Sr_RequestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitando…`)
};

export const account_sr_settled_with_cash = /** @type {(inputs: Account_Sr_Settled_With_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resuelta con efectivo`)
};

export const account_sr_show_notes = /** @type {(inputs: Account_Sr_Show_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver notas`)
};

export const account_sr_stage_waiting_on_parts = /** @type {(inputs: Account_Sr_Stage_Waiting_On_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera de piezas`)
};

export const account_sr_status_approved = /** @type {(inputs: Account_Sr_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobada`)
};

export const account_sr_status_cancelled = /** @type {(inputs: Account_Sr_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

export const account_sr_status_complete = /** @type {(inputs: Account_Sr_Status_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completada`)
};

export const account_sr_status_complete_billing = /** @type {(inputs: Account_Sr_Status_Complete_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completada, en facturación`)
};

export const account_sr_status_complete_invoiced = /** @type {(inputs: Account_Sr_Status_Complete_InvoicedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completada, facturada`)
};

export const account_sr_status_complete_pending_payment = /** @type {(inputs: Account_Sr_Status_Complete_Pending_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completada, pago pendiente`)
};

export const account_sr_status_denied = /** @type {(inputs: Account_Sr_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denegada`)
};

export const account_sr_status_open = /** @type {(inputs: Account_Sr_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierta`)
};

export const account_sr_status_pending_approval = /** @type {(inputs: Account_Sr_Status_Pending_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de aprobación`)
};

export const account_sr_status_sent_to_contractor = /** @type {(inputs: Account_Sr_Status_Sent_To_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada al contratista`)
};

export const account_sr_status_update_failure = /** @type {(inputs: Account_Sr_Status_Update_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos pedir una actualización. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_sr_status_update_sent = /** @type {(inputs: Account_Sr_Status_Update_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedimos una actualización de su solicitud de servicio. Pronto tendrá noticias nuestras.`)
};

export const account_sr_status_update_title = /** @type {(inputs: Account_Sr_Status_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualización solicitada`)
};

export const account_sr_status_work_complete = /** @type {(inputs: Account_Sr_Status_Work_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabajo completado`)
};

export const account_sr_timeline_label = /** @type {(inputs: Account_Sr_Timeline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cronología de la solicitud ${i?.number}`)
};

export const account_sr_visit = /** @type {(inputs: Account_Sr_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visita`)
};

export const account_sr_visit_book_failure = /** @type {(inputs: Account_Sr_Visit_Book_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo reservar esa hora. Inténtelo de nuevo.`)
};

export const account_sr_visit_booked = /** @type {(inputs: Account_Sr_Visit_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su visita quedó reservada para el ${i?.day}, ${i?.time}.`)
};

export const account_sr_visit_cancel_failure = /** @type {(inputs: Account_Sr_Visit_Cancel_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cancelar la visita. Inténtelo de nuevo.`)
};

export const account_sr_visit_cancelled = /** @type {(inputs: Account_Sr_Visit_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su visita se canceló. El contratista le llamará para acordar una hora.`)
};

export const account_sr_window_label = /** @type {(inputs: Account_Sr_Window_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.time}`)
};

export const account_sr_work_order = /** @type {(inputs: Account_Sr_Work_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden de trabajo`)
};

export const account_sr_your_answers = /** @type {(inputs: Account_Sr_Your_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus respuestas`)
};

export const account_sr_your_share = /** @type {(inputs: Account_Sr_Your_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su parte: ${i?.amount}`)
};

export const account_status = /** @type {(inputs: Account_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const account_summary_no_phones = /** @type {(inputs: Account_Summary_No_PhonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno registrado`)
};

export const account_summary_saved_details = /** @type {(inputs: Account_Summary_Saved_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se muestran los datos guardados cuando inició sesión.`)
};

export const account_summary_title = /** @type {(inputs: Account_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen de la cuenta`)
};

export const account_text_opt_in_failure = /** @type {(inputs: Account_Text_Opt_In_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos inscribirle en los mensajes de texto. Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const account_welcome = /** @type {(inputs: Account_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le damos la bienvenida, ${i?.firstName} ${i?.lastName}`)
};

export const account_yes = /** @type {(inputs: Account_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const auth_choose_new_password = /** @type {(inputs: Auth_Choose_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una contraseña nueva para su cuenta.`)
};

export const auth_claim_title = /** @type {(inputs: Auth_Claim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presentar un reclamo de garantía de vivienda`)
};

export const auth_current_password = /** @type {(inputs: Auth_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actual`)
};

export const auth_email_placeholder = /** @type {(inputs: Auth_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico...`)
};

export const auth_forgot_password = /** @type {(inputs: Auth_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidó su contraseña?`)
};

export const auth_login = /** @type {(inputs: Auth_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const auth_login_help = /** @type {((inputs: Auth_Login_HelpInputs) => LocalizedString) & { parts: (inputs: Auth_Login_HelpInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Auth_Login_HelpInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Su nombre de usuario es el correo electrónico con el que hizo su pedido. ¿Aún no tiene contraseña? Cree su contraseña.`)
		}),
		{
			parts: /** @type {(inputs: Auth_Login_HelpInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Su nombre de usuario es el correo electrónico con el que hizo su pedido. ¿Aún no tiene contraseña? " }, { type: "markup-start", name: "setup", options: {}, attributes: {} }, { type: "text", value: "Cree su contraseña" }, { type: "markup-end", name: "setup", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const auth_logout = /** @type {(inputs: Auth_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al menos ${i?.count} caracteres.`)
};

export const auth_remember_me = /** @type {(inputs: Auth_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordarme`)
};

export const auth_signed_out_text = /** @type {(inputs: Auth_Signed_Out_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión con el correo electrónico con el que hizo su pedido para ver su plan, solicitar reparaciones y administrar su cuenta.`)
};

export const auth_signing_in_text = /** @type {(inputs: Auth_Signing_In_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un momento mientras iniciamos su sesión…`)
};

export const auth_signing_in_title = /** @type {(inputs: Auth_Signing_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando su sesión`)
};

export const auth_submit = /** @type {(inputs: Auth_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

export const auth_username = /** @type {(inputs: Auth_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de usuario`)
};

export const auth_username_placeholder = /** @type {(inputs: Auth_Username_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const benefits_clients_text = /** @type {(inputs: Benefits_Clients_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando el calentador de agua falla en el primer año, sus compradores nos llaman a nosotros y le agradecen a usted la cobertura.`)
};

export const benefits_clients_title = /** @type {(inputs: Benefits_Clients_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes que lo recuerdan`)
};

export const benefits_closings_text = /** @type {(inputs: Benefits_Closings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una falla cubierta durante el escrow se repara, no se renegocia. El pago se cobra al cierre.`)
};

export const benefits_closings_title = /** @type {(inputs: Benefits_Closings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cierres que se cumplen a tiempo`)
};

export const benefits_education_all_text = /** @type {(inputs: Benefits_Education_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las guías y artículos, los más recientes primero.`)
};

export const benefits_education_all_title = /** @type {(inputs: Benefits_Education_All_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los recursos`)
};

export const benefits_education_buying_text = /** @type {(inputs: Benefits_Education_Buying_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inspecciones, negociaciones y qué esperar al cierre.`)
};

export const benefits_education_buying_title = /** @type {(inputs: Benefits_Education_Buying_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprar y vender una casa`)
};

export const benefits_education_heading = /** @type {(inputs: Benefits_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas educativas de bienes raíces`)
};

export const benefits_education_repairs_text = /** @type {(inputs: Benefits_Education_Repairs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listas de temporada y arreglos sencillos que ayudan a que los sistemas duren más.`)
};

export const benefits_education_repairs_title = /** @type {(inputs: Benefits_Education_Repairs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reparaciones y mantenimiento del hogar`)
};

export const benefits_education_warranty_text = /** @type {(inputs: Benefits_Education_Warranty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué cubre una garantía de vivienda, qué no cubre y cómo funcionan los reclamos.`)
};

export const benefits_education_warranty_title = /** @type {(inputs: Benefits_Education_Warranty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo sobre la garantía de vivienda`)
};

export const benefits_heading = /** @type {(inputs: Benefits_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asóciese con ${i?.brand}`)
};

export const benefits_intro = /** @type {(inputs: Benefits_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profesionales de bienes raíces de todo el Oeste se asocian con ${i?.brand} para proteger a sus clientes y su reputación. Esto es lo que usted obtiene.`)
};

export const benefits_listings_text = /** @type {(inputs: Benefits_Listings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cobertura para vendedores protege los sistemas y electrodomésticos de sus vendedores mientras la casa está a la venta.`)
};

export const benefits_listings_title = /** @type {(inputs: Benefits_Listings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propiedades que se venden con confianza`)
};

export const benefits_rep_text = /** @type {(inputs: Benefits_Rep_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su representante local lleva capacitación, folletos y ayuda con los pedidos a su oficina.`)
};

export const benefits_rep_title = /** @type {(inputs: Benefits_Rep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un representante que conoce su mercado`)
};

export const brochure_address_optional = /** @type {(inputs: Brochure_Address_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección (opcional)`)
};

export const brochure_download_frame = /** @type {(inputs: Brochure_Download_FrameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descarga del folleto`)
};

export const brochure_downloading = /** @type {((inputs: Brochure_DownloadingInputs) => LocalizedString) & { parts: (inputs: Brochure_DownloadingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Brochure_DownloadingInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Su folleto se está descargando. Si la descarga no empieza, descargue el folleto aquí.`)
		}),
		{
			parts: /** @type {(inputs: Brochure_DownloadingInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Su folleto se está descargando. Si la descarga no empieza, " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "descargue el folleto aquí" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const brochure_error_text = /** @type {(inputs: Brochure_Error_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al intentar descargar el folleto. Llámenos al ${i?.phone} y con gusto le ayudamos.`)
};

export const brochure_form_label = /** @type {(inputs: Brochure_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folleto`)
};

export const brochure_heading = /** @type {(inputs: Brochure_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargue nuestro folleto`)
};

export const brochure_language = /** @type {(inputs: Brochure_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const brochure_language_english = /** @type {(inputs: Brochure_Language_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inglés`)
};

export const brochure_language_spanish = /** @type {(inputs: Brochure_Language_SpanishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Español`)
};

export const brochure_phone_optional = /** @type {(inputs: Brochure_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono (opcional)`)
};

export const brochure_point_attach = /** @type {(inputs: Brochure_Point_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inclúyalo en sus paquetes de oferta`)
};

export const brochure_point_print = /** @type {(inputs: Brochure_Point_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprímalo para casas abiertas y citas con vendedores`)
};

export const brochure_point_share = /** @type {(inputs: Brochure_Point_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compártalo con los compradores que quieran informarse antes del cierre`)
};

export const brochure_preparing = /** @type {(inputs: Brochure_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando…`)
};

export const brochure_real_estate_question = /** @type {(inputs: Brochure_Real_Estate_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Es usted profesional de bienes raíces?`)
};

export const brochure_submit = /** @type {(inputs: Brochure_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar folleto`)
};

export const brochure_text = /** @type {(inputs: Brochure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo que preguntan sus clientes en un solo PDF: nuestros planes para compradores y vendedores, qué está cubierto y qué no, las coberturas adicionales opcionales y cómo funciona un reclamo. Disponible en inglés y en español.`)
};

export const chat_close = /** @type {(inputs: Chat_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const chat_message_label = /** @type {(inputs: Chat_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

export const chat_send = /** @type {(inputs: Chat_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

export const chat_title = /** @type {(inputs: Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chatee con nosotros`)
};

export const claim_answer_date = /** @type {(inputs: Claim_Answer_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese una fecha válida.`)
};

export const claim_answer_date_between = /** @type {(inputs: Claim_Answer_Date_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese una fecha del ${i?.min} al ${i?.max}.`)
};

export const claim_answer_date_from = /** @type {(inputs: Claim_Answer_Date_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese una fecha a partir del ${i?.min}.`)
};

export const claim_answer_date_until = /** @type {(inputs: Claim_Answer_Date_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese una fecha hasta el ${i?.max}.`)
};

export const claim_answer_five_star = /** @type {(inputs: Claim_Answer_Five_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija de 1 a 5 estrellas.`)
};

export const claim_answer_initials = /** @type {(inputs: Claim_Answer_InitialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese sus iniciales (2 o 3 letras).`)
};

export const claim_answer_none = /** @type {(inputs: Claim_Answer_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna`)
};

export const claim_answer_not_answered = /** @type {(inputs: Claim_Answer_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin respuesta`)
};

export const claim_answer_number = /** @type {(inputs: Claim_Answer_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un número.`)
};

export const claim_answer_number_at_least = /** @type {(inputs: Claim_Answer_Number_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese un número de ${i?.min} o más.`)
};

export const claim_answer_number_at_most = /** @type {(inputs: Claim_Answer_Number_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese un número de ${i?.max} o menos.`)
};

export const claim_answer_number_between = /** @type {(inputs: Claim_Answer_Number_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese un número del ${i?.min} al ${i?.max}.`)
};

export const claim_answer_option = /** @type {(inputs: Claim_Answer_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una de las opciones.`)
};

export const claim_answer_options = /** @type {(inputs: Claim_Answer_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija solo entre las opciones, cada una una sola vez.`)
};

export const claim_answer_required = /** @type {(inputs: Claim_Answer_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responda esta pregunta.`)
};

export const claim_answer_stars = /** @type {(inputs: Claim_Answer_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} de 5 estrellas`)
};

export const claim_answer_text = /** @type {(inputs: Claim_Answer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un texto.`)
};

export const claim_answer_too_long = /** @type {(inputs: Claim_Answer_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use como máximo ${i?.maxLength} caracteres.`)
};

export const claim_answer_yes_no = /** @type {(inputs: Claim_Answer_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responda sí o no.`)
};

export const claim_back = /** @type {(inputs: Claim_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atrás`)
};

export const claim_call_us = /** @type {((inputs: Claim_Call_UsInputs) => LocalizedString) & { parts: (inputs: Claim_Call_UsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Call_UsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Call_UsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const claim_cancel = /** @type {(inputs: Claim_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const claim_card_expired = /** @type {(inputs: Claim_Card_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} (vencida)`)
};

export const claim_card_required = /** @type {(inputs: Claim_Card_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una tarjeta guardada o ingrese una nueva.`)
};

export const claim_cards_loading = /** @type {(inputs: Claim_Cards_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando sus tarjetas guardadas…`)
};

export const claim_check_failure = /** @type {(inputs: Claim_Check_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos verificar su plan en este momento.`)
};

export const claim_checking = /** @type {(inputs: Claim_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando que su plan pueda recibir una solicitud de servicio…`)
};

export const claim_checking_title = /** @type {(inputs: Claim_Checking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando su plan`)
};

export const claim_choose_item = /** @type {(inputs: Claim_Choose_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija qué necesita reparación.`)
};

export const claim_choose_plan = /** @type {(inputs: Claim_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija el plan para el que es esta solicitud.`)
};

export const claim_close = /** @type {(inputs: Claim_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const claim_contact_email = /** @type {(inputs: Claim_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const claim_contact_email_invalid = /** @type {(inputs: Claim_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico no es válido.`)
};

export const claim_contact_email_required = /** @type {(inputs: Claim_Contact_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico es obligatorio.`)
};

export const claim_contact_method_email = /** @type {(inputs: Claim_Contact_Method_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const claim_contact_method_legend = /** @type {(inputs: Claim_Contact_Method_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo prefiere que nos comuniquemos con usted?`)
};

export const claim_contact_method_phone = /** @type {(inputs: Claim_Contact_Method_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llamada telefónica`)
};

export const claim_contact_method_text = /** @type {(inputs: Claim_Contact_Method_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje de texto`)
};

export const claim_contact_name = /** @type {(inputs: Claim_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de contacto`)
};

export const claim_contact_name_required = /** @type {(inputs: Claim_Contact_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de contacto es obligatorio.`)
};

export const claim_contact_phone = /** @type {(inputs: Claim_Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

export const claim_contact_phone_incomplete = /** @type {(inputs: Claim_Contact_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un número de teléfono de 10 dígitos.`)
};

export const claim_contact_phone_required = /** @type {(inputs: Claim_Contact_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de teléfono es obligatorio.`)
};

export const claim_contact_time_afternoon = /** @type {(inputs: Claim_Contact_Time_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la tarde (12 p.m. a 5 p.m.)`)
};

export const claim_contact_time_anytime = /** @type {(inputs: Claim_Contact_Time_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cualquier hora`)
};

export const claim_contact_time_evening = /** @type {(inputs: Claim_Contact_Time_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la noche (5 p.m. a 8 p.m.)`)
};

export const claim_contact_time_label = /** @type {(inputs: Claim_Contact_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor hora para comunicarnos con usted`)
};

export const claim_contact_time_morning = /** @type {(inputs: Claim_Contact_Time_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la mañana (8 a.m. a 12 p.m.)`)
};

export const claim_contact_title = /** @type {(inputs: Claim_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo debemos comunicarnos con usted?`)
};

export const claim_continue = /** @type {(inputs: Claim_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

export const claim_covered_title = /** @type {(inputs: Claim_Covered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parece que esto está cubierto`)
};

export const claim_date = /** @type {(inputs: Claim_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

export const claim_default_card = /** @type {(inputs: Claim_Default_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjeta predeterminada`)
};

export const claim_dialog_title = /** @type {(inputs: Claim_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de servicio`)
};

export const claim_done = /** @type {(inputs: Claim_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo`)
};

export const claim_done_number = /** @type {((inputs: Claim_Done_NumberInputs) => LocalizedString) & { parts: (inputs: Claim_Done_NumberInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Done_NumberInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Su número de solicitud es ${i?.number}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Done_NumberInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Su número de solicitud es " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.number) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const claim_done_title = /** @type {(inputs: Claim_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud recibida`)
};

export const claim_failed_back_to_questions = /** @type {(inputs: Claim_Failed_Back_To_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a las preguntas`)
};

export const claim_failed_back_to_review = /** @type {(inputs: Claim_Failed_Back_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la revisión`)
};

export const claim_failed_declined = /** @type {(inputs: Claim_Failed_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se le cobró nada. Puede pagar con otra tarjeta.`)
};

export const claim_failed_lost = /** @type {(inputs: Claim_Failed_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si lo intenta de nuevo, la solicitud se envía una sola vez y la tarifa se cobra una sola vez, sin importar cuántas veces lo intente.`)
};

export const claim_failed_other_card = /** @type {(inputs: Claim_Failed_Other_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar con otra tarjeta`)
};

export const claim_failed_other_time = /** @type {(inputs: Claim_Failed_Other_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir otro horario`)
};

export const claim_failed_review_fee = /** @type {(inputs: Claim_Failed_Review_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar la nueva tarifa`)
};

export const claim_failed_title = /** @type {(inputs: Claim_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su solicitud no se envió`)
};

export const claim_failed_try_again = /** @type {(inputs: Claim_Failed_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const claim_fee_text = /** @type {((inputs: Claim_Fee_TextInputs) => LocalizedString) & { parts: (inputs: Claim_Fee_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Fee_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`La tarifa de visita de servicio de esta solicitud es de ${i?.amount}. Se cobra cuando envía la solicitud.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Fee_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "La tarifa de visita de servicio de esta solicitud es de " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ". Se cobra cuando envía la solicitud." }])
			})
		}
	)
);

export const claim_fee_title = /** @type {(inputs: Claim_Fee_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa de visita de servicio`)
};

export const claim_flow_broken_text = /** @type {((inputs: Claim_Flow_Broken_TextInputs) => LocalizedString) & { parts: (inputs: Claim_Flow_Broken_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Flow_Broken_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`No pudimos terminar las preguntas para este artículo. Llámenos al ${i?.phone} y tomaremos su solicitud.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Flow_Broken_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "No pudimos terminar las preguntas para este artículo. Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: " y tomaremos su solicitud." }])
			})
		}
	)
);

export const claim_flow_broken_title = /** @type {(inputs: Claim_Flow_Broken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesitamos hablar con usted`)
};

export const claim_item_add_on = /** @type {(inputs: Claim_Item_Add_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura adicional`)
};

export const claim_item_title = /** @type {(inputs: Claim_Item_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué necesita reparación?`)
};

export const claim_items_load_failure = /** @type {(inputs: Claim_Items_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar lo que cubre su plan.`)
};

export const claim_items_loading = /** @type {(inputs: Claim_Items_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando lo que cubre su plan…`)
};

export const claim_items_none = /** @type {(inputs: Claim_Items_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no incluye artículos para los que pueda solicitar una reparación.`)
};

export const claim_leave_no = /** @type {(inputs: Claim_Leave_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quedarme`)
};

export const claim_leave_text = /** @type {(inputs: Claim_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su solicitud no se ha enviado y sus respuestas no se guardarán.`)
};

export const claim_leave_title = /** @type {(inputs: Claim_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Salir de esta solicitud de servicio?`)
};

export const claim_leave_yes = /** @type {(inputs: Claim_Leave_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir`)
};

export const claim_menu_new_service_request = /** @type {(inputs: Claim_Menu_New_Service_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva solicitud de servicio`)
};

export const claim_menu_service_requests = /** @type {(inputs: Claim_Menu_Service_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de servicio`)
};

export const claim_needs_connection = /** @type {(inputs: Claim_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesita conexión`)
};

export const claim_new_card = /** @type {(inputs: Claim_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una tarjeta nueva`)
};

export const claim_new_card_offline = /** @type {(inputs: Claim_New_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una tarjeta nueva necesita conexión. Mientras no tenga conexión, puede pagar con una tarjeta guardada.`)
};

export const claim_no = /** @type {(inputs: Claim_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const claim_no_plans = /** @type {((inputs: Claim_No_PlansInputs) => LocalizedString) & { parts: (inputs: Claim_No_PlansInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_No_PlansInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Su cuenta no tiene ningún plan para el que pueda solicitar una reparación. ¿Preguntas? Llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_No_PlansInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Su cuenta no tiene ningún plan para el que pueda solicitar una reparación. ¿Preguntas? Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const claim_no_saved_card_offline = /** @type {(inputs: Claim_No_Saved_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión ni tarjetas guardadas. Conéctese a internet para pagar la tarifa de visita de servicio con una tarjeta nueva.`)
};

export const claim_no_time = /** @type {(inputs: Claim_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin horario por ahora: el contratista me llamará`)
};

export const claim_not_authorized = /** @type {(inputs: Claim_Not_AuthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este plan no puede recibir una solicitud de servicio en este momento. Llámenos al ${i?.phone} y le ayudaremos.`)
};

export const claim_not_covered_title = /** @type {(inputs: Claim_Not_Covered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cubierto`)
};

export const claim_note_title = /** @type {(inputs: Claim_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenga en cuenta`)
};

export const claim_offline_items = /** @type {(inputs: Claim_Offline_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión, y lo que cubre este plan aún no se ha guardado en este dispositivo. Conéctese a internet para elegir el artículo.`)
};

export const claim_offline_unchecked = /** @type {(inputs: Claim_Offline_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión, y este plan aún no se ha verificado en este dispositivo. Conéctese a internet para iniciar una solicitud de servicio.`)
};

export const claim_page_go_to_account = /** @type {(inputs: Claim_Page_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a Mi cuenta`)
};

export const claim_page_intro = /** @type {(inputs: Claim_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Díganos qué necesita reparación: unas preguntas sobre el problema, cómo comunicarnos con usted y la tarifa de visita de servicio.`)
};

export const claim_page_start = /** @type {(inputs: Claim_Page_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar una solicitud de servicio`)
};

export const claim_page_title = /** @type {(inputs: Claim_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presente una solicitud de servicio de su garantía de vivienda`)
};

export const claim_pay_with = /** @type {(inputs: Claim_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar con`)
};

export const claim_payment_new_card_label = /** @type {(inputs: Claim_Payment_New_Card_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una tarjeta nueva`)
};

export const claim_permission_to_enter = /** @type {(inputs: Claim_Permission_To_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El técnico puede entrar si no hay un adulto en casa`)
};

export const claim_photo_failure = /** @type {(inputs: Claim_Photo_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar su foto.`)
};

export const claim_photo_failure_because = /** @type {(inputs: Claim_Photo_Failure_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo enviar su foto: ${i?.reason}`)
};

export const claim_photo_failure_connection = /** @type {(inputs: Claim_Photo_Failure_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar su foto: se perdió la conexión.`)
};

export const claim_photo_help = /** @type {(inputs: Claim_Photo_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una foto del problema, o de la etiqueta con el número de modelo, ayuda al técnico.`)
};

export const claim_photo_label = /** @type {(inputs: Claim_Photo_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto del problema`)
};

export const claim_photo_offline = /** @type {(inputs: Claim_Photo_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una foto necesita conexión: mientras no tenga conexión, su solicitud se guarda sin ella.`)
};

export const claim_photo_preview = /** @type {(inputs: Claim_Photo_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que eligió enviar`)
};

export const claim_photo_remove = /** @type {(inputs: Claim_Photo_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar foto`)
};

export const claim_photo_send_again = /** @type {(inputs: Claim_Photo_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar la foto de nuevo`)
};

export const claim_photo_sending = /** @type {(inputs: Claim_Photo_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando su foto…`)
};

export const claim_photo_sent = /** @type {(inputs: Claim_Photo_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su foto se agregó a la solicitud.`)
};

export const claim_photo_skip = /** @type {(inputs: Claim_Photo_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omitir`)
};

export const claim_photo_title = /** @type {(inputs: Claim_Photo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregue una foto (opcional)`)
};

export const claim_photo_too_large = /** @type {(inputs: Claim_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este archivo es demasiado grande. Elija uno de ${i?.size} MB como máximo.`)
};

export const claim_photo_wrong_type = /** @type {(inputs: Claim_Photo_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una foto (JPEG, PNG, WebP, HEIC o GIF) o un PDF.`)
};

export const claim_plan_title = /** @type {(inputs: Claim_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué casa necesita una reparación?`)
};

export const claim_plans_load_failure = /** @type {(inputs: Claim_Plans_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar sus planes.`)
};

export const claim_plans_loading = /** @type {(inputs: Claim_Plans_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando sus planes…`)
};

export const claim_plans_offline = /** @type {(inputs: Claim_Plans_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión, y sus planes aún no se han guardado en este dispositivo.`)
};

export const claim_question_number = /** @type {(inputs: Claim_Question_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pregunta ${i?.number}`)
};

export const claim_question_of = /** @type {(inputs: Claim_Question_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pregunta ${i?.number} de ${i?.total}`)
};

export const claim_question_of_up_to = /** @type {(inputs: Claim_Question_Of_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pregunta ${i?.number} de hasta ${i?.total}`)
};

export const claim_question_optional = /** @type {(inputs: Claim_Question_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (opcional)`)
};

export const claim_questions_call_us = /** @type {((inputs: Claim_Questions_Call_UsInputs) => LocalizedString) & { parts: (inputs: Claim_Questions_Call_UsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Questions_Call_UsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Preguntas? Llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Questions_Call_UsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Preguntas? Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const claim_questions_load_failure = /** @type {(inputs: Claim_Questions_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las preguntas para este artículo.`)
};

export const claim_questions_loading = /** @type {(inputs: Claim_Questions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las preguntas…`)
};

export const claim_questions_offline = /** @type {(inputs: Claim_Questions_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión, y las preguntas para este artículo aún no se han guardado en este dispositivo. Conéctese a internet para responderlas.`)
};

export const claim_questions_title = /** @type {(inputs: Claim_Questions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas sobre el problema`)
};

export const claim_queue_check_and_resend = /** @type {(inputs: Claim_Queue_Check_And_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar la tarifa y enviar de nuevo`)
};

export const claim_queue_check_failure = /** @type {(inputs: Claim_Queue_Check_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo verificar el plan. Inténtelo de nuevo.`)
};

export const claim_queue_clear = /** @type {(inputs: Claim_Queue_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

export const claim_queue_confirm = /** @type {(inputs: Claim_Queue_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En espera de enviarse. Confirme la tarifa de visita de servicio de ${i?.amount} para enviarla ahora.`)
};

export const claim_queue_confirm_card = /** @type {(inputs: Claim_Queue_Confirm_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En espera de enviarse. Confirme la tarifa de visita de servicio de ${i?.amount} (${i?.card}) para enviarla ahora.`)
};

export const claim_queue_confirm_when_online = /** @type {(inputs: Claim_Queue_Confirm_When_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En espera de enviarse. Cuando vuelva a tener conexión, le pediremos que confirme la tarifa de visita de servicio de ${i?.amount}.`)
};

export const claim_queue_describe = /** @type {(inputs: Claim_Queue_DescribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar una solicitud de servicio`)
};

export const claim_queue_discard = /** @type {(inputs: Claim_Queue_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

export const claim_queue_discard_text = /** @type {(inputs: Claim_Queue_Discard_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su solicitud de ${i?.item} no se enviará.`)
};

export const claim_queue_discard_title = /** @type {(inputs: Claim_Queue_Discard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Descartar esta solicitud?`)
};

export const claim_queue_fee_changed_text = /** @type {(inputs: Claim_Queue_Fee_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tarifa de visita de servicio ahora es de ${i?.amount}; antes era de ${i?.was}.
¿Enviar la solicitud con la nueva tarifa?`)
};

export const claim_queue_fee_changed_title = /** @type {(inputs: Claim_Queue_Fee_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarifa de visita de servicio cambió`)
};

export const claim_queue_fee_now = /** @type {(inputs: Claim_Queue_Fee_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta solicitud ahora tiene una tarifa. Inicie una nueva solicitud para pagarla.`)
};

export const claim_queue_item = /** @type {((inputs: Claim_Queue_ItemInputs) => LocalizedString) & { parts: (inputs: Claim_Queue_ItemInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_ItemInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.item}, ${i?.policyNumber}`)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_ItemInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.item) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ", " }, { type: "text", value: String(i?.policyNumber) }])
			})
		}
	)
);

export const claim_queue_item_fee = /** @type {((inputs: Claim_Queue_Item_FeeInputs) => LocalizedString) & { parts: (inputs: Claim_Queue_Item_FeeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_Item_FeeInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.item}, ${i?.policyNumber}: tarifa de visita de servicio de ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_Item_FeeInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.item) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ", " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": tarifa de visita de servicio de " }, { type: "text", value: String(i?.amount) }])
			})
		}
	)
);

export const claim_queue_keep = /** @type {(inputs: Claim_Queue_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservar`)
};

export const claim_queue_not_authorized = /** @type {(inputs: Claim_Queue_Not_AuthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no puede recibir una solicitud en este momento.`)
};

export const claim_queue_not_now = /** @type {(inputs: Claim_Queue_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

export const claim_queue_not_sent = /** @type {(inputs: Claim_Queue_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No enviada`)
};

export const claim_queue_refused = /** @type {(inputs: Claim_Queue_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La solicitud no fue aceptada.`)
};

export const claim_queue_resend = /** @type {(inputs: Claim_Queue_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Enviar la solicitud de nuevo?`)
};

export const claim_queue_resend_pay = /** @type {(inputs: Claim_Queue_Resend_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Enviar la solicitud de nuevo y pagar ${i?.amount}?`)
};

export const claim_queue_resend_title = /** @type {(inputs: Claim_Queue_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Enviar esta solicitud de nuevo?`)
};

export const claim_queue_send_and_pay = /** @type {(inputs: Claim_Queue_Send_And_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviar ahora y pagar ${i?.amount}`)
};

export const claim_queue_send_now = /** @type {(inputs: Claim_Queue_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar ahora`)
};

export const claim_queue_sending = /** @type {(inputs: Claim_Queue_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const claim_queue_sent = /** @type {(inputs: Claim_Queue_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviada: solicitud ${i?.number}`)
};

export const claim_queue_title = /** @type {(inputs: Claim_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de servicio guardadas en este dispositivo`)
};

export const claim_queue_waiting = /** @type {(inputs: Claim_Queue_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera de enviarse. Se enviará cuando vuelva a tener conexión.`)
};

export const claim_refused_title = /** @type {(inputs: Claim_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no puede recibir una solicitud de servicio en este momento`)
};

export const claim_review_adult_home = /** @type {(inputs: Claim_Review_Adult_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habrá un adulto en casa`)
};

export const claim_review_answers = /** @type {(inputs: Claim_Review_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sus respuestas (${i?.count})`)
};

export const claim_review_contact = /** @type {(inputs: Claim_Review_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto`)
};

export const claim_review_fee_none = /** @type {(inputs: Claim_Review_Fee_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna`)
};

export const claim_review_item = /** @type {(inputs: Claim_Review_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesita reparación`)
};

export const claim_review_offline = /** @type {(inputs: Claim_Review_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Su solicitud se guardará en este dispositivo y esperará a que haya conexión.`)
};

export const claim_review_offline_fee = /** @type {(inputs: Claim_Review_Offline_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Su solicitud se guardará en este dispositivo y esperará a que haya conexión. Antes de enviarla, le pediremos que confirme la tarifa de visita de servicio de ${i?.amount}.`)
};

export const claim_review_photo = /** @type {(inputs: Claim_Review_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto`)
};

export const claim_review_photo_none = /** @type {(inputs: Claim_Review_Photo_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna`)
};

export const claim_review_photo_offline = /** @type {(inputs: Claim_Review_Photo_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (no se envía sin conexión)`)
};

export const claim_review_plan = /** @type {(inputs: Claim_Review_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const claim_review_title = /** @type {(inputs: Claim_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise su solicitud`)
};

export const claim_review_visit = /** @type {(inputs: Claim_Review_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visita`)
};

export const claim_safety_important = /** @type {(inputs: Claim_Safety_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importante`)
};

export const claim_safety_text = /** @type {(inputs: Claim_Safety_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lea la información de seguridad antes de continuar.`)
};

export const claim_safety_title = /** @type {(inputs: Claim_Safety_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información importante de seguridad`)
};

export const claim_safety_understand = /** @type {(inputs: Claim_Safety_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entiendo`)
};

export const claim_save_for_later = /** @type {(inputs: Claim_Save_For_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar y enviar cuando haya conexión`)
};

export const claim_saved_fee = /** @type {(inputs: Claim_Saved_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cuando vuelva a tener conexión, le pediremos que confirme la tarifa de visita de servicio de ${i?.amount} antes de enviarla. La encontrará en Mi cuenta.`)
};

export const claim_saved_no_fee = /** @type {(inputs: Claim_Saved_No_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se enviará en cuanto vuelva a tener conexión. La encontrará en Mi cuenta.`)
};

export const claim_saved_text = /** @type {(inputs: Claim_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Su solicitud de ${i?.item} está guardada en este dispositivo y en espera de enviarse.`)
};

export const claim_saved_title = /** @type {(inputs: Claim_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada en este dispositivo`)
};

export const claim_sending_title = /** @type {(inputs: Claim_Sending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando su solicitud`)
};

export const claim_stars = /** @type {(inputs: Claim_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estrella`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} estrellas`);
	return /** @type {LocalizedString} */ ("claim_stars");
};

export const claim_submit_and_pay = /** @type {(inputs: Claim_Submit_And_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviar y pagar ${i?.amount}`)
};

export const claim_submit_request = /** @type {(inputs: Claim_Submit_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud`)
};

export const claim_success_booked = /** @type {(inputs: Claim_Success_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su visita está reservada: ${i?.window}. El técnico se comunicará con usted antes de ir.`)
};

export const claim_success_booked_change = /** @type {(inputs: Claim_Success_Booked_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para cambiar la hora, use el enlace del correo que le enviamos, o su solicitud en Mi cuenta.`)
};

export const claim_success_emergency = /** @type {(inputs: Claim_Success_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si es una emergencia, llámenos al ${i?.phone}.`)
};

export const claim_success_next_business_day = /** @type {(inputs: Claim_Success_Next_Business_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De lo contrario, su solicitud se atenderá el siguiente día hábil.`)
};

export const claim_time_finding = /** @type {(inputs: Claim_Time_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando horarios disponibles…`)
};

export const claim_time_legend = /** @type {(inputs: Claim_Time_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario de la visita`)
};

export const claim_time_load_failure = /** @type {(inputs: Claim_Time_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los horarios disponibles. Aún puede enviar su solicitud ahora.`)
};

export const claim_time_none = /** @type {(inputs: Claim_Time_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los contratistas que trabajan en esta dirección no tienen horarios disponibles en las próximas dos semanas. Le llamaremos para programar la visita.`)
};

export const claim_time_none_local = /** @type {(inputs: Claim_Time_None_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía ningún contratista que repare este artículo trabaja en esta dirección, así que no se puede reservar un horario en línea. Su solicitud se envía igual y le llamaremos para programar la visita.`)
};

export const claim_time_note = /** @type {(inputs: Claim_Time_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las visitas duran hasta dos horas. Los horarios son los de la zona de la propiedad.`)
};

export const claim_time_title = /** @type {(inputs: Claim_Time_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un horario`)
};

export const claim_try_again = /** @type {(inputs: Claim_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const claim_view_history = /** @type {(inputs: Claim_View_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver mis solicitudes de servicio`)
};

export const claim_we_will_call = /** @type {(inputs: Claim_We_Will_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le llamaremos para programarla`)
};

export const claim_yes = /** @type {(inputs: Claim_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const claim_your_answer = /** @type {(inputs: Claim_Your_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su respuesta`)
};

export const claim_your_answer_in = /** @type {(inputs: Claim_Your_Answer_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su respuesta (${i?.unit})`)
};

export const claim_your_initials = /** @type {(inputs: Claim_Your_InitialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus iniciales`)
};

export const claim_your_plans = /** @type {(inputs: Claim_Your_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus planes`)
};

export const claims_assign_figure = /** @type {(inputs: Claims_Assign_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 horas`)
};

export const claims_assign_text = /** @type {(inputs: Claims_Assign_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para asignar un contratista a su reclamo`)
};

export const claims_award_figure = /** @type {(inputs: Claims_Award_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor de la región`)
};

export const claims_award_text = /** @type {(inputs: Claims_Award_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en 2014, 2015, 2016, 2019 y 2020`)
};

export const claims_heading = /** @type {(inputs: Claims_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué nos eligen los propietarios`)
};

export const claims_homeowners_figure = /** @type {(inputs: Claims_Homeowners_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 70,000`)
};

export const claims_homeowners_text = /** @type {(inputs: Claims_Homeowners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`propietarios protegidos`)
};

export const claims_parts_figure = /** @type {(inputs: Claims_Parts_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 9,000`)
};

export const claims_parts_text = /** @type {(inputs: Claims_Parts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`piezas cubiertas; más de 5,000 reemplazadas el año pasado`)
};

export const claims_price_figure = /** @type {(inputs: Claims_Price_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$35/mes`)
};

export const claims_price_text = /** @type {(inputs: Claims_Price_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`planes desde`)
};

export const claims_saving_figure = /** @type {(inputs: Claims_Saving_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$200`)
};

export const claims_saving_text = /** @type {(inputs: Claims_Saving_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de ahorro promedio por reparación aprobada`)
};

export const claims_staff_figure = /** @type {(inputs: Claims_Staff_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 200`)
};

export const claims_staff_text = /** @type {(inputs: Claims_Staff_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`empleados de tiempo completo`)
};

export const common_article_load_failure_text = /** @type {(inputs: Common_Article_Load_Failure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo sentimos, hubo un problema al cargar el artículo. Inténtelo de nuevo.`)
};

export const common_article_load_failure_title = /** @type {(inputs: Common_Article_Load_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el artículo`)
};

export const common_brochure_error_text = /** @type {(inputs: Common_Brochure_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al descargar el folleto. Llámenos para recibir ayuda`)
};

export const common_brochure_error_title = /** @type {(inputs: Common_Brochure_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al descargar el folleto`)
};

export const common_change_password_breached = /** @type {(inputs: Common_Change_Password_BreachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta contraseña aparece en listas de contraseñas expuestas en filtraciones de datos, así que es fácil de adivinar. Elija otra.`)
};

export const common_change_password_current_incorrect = /** @type {(inputs: Common_Change_Password_Current_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña actual que ingresó no es correcta.`)
};

export const common_change_password_current_required = /** @type {(inputs: Common_Change_Password_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese su contraseña actual.`)
};

export const common_change_password_failure = /** @type {(inputs: Common_Change_Password_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al cambiar su contraseña. Inténtelo de nuevo.`)
};

export const common_change_password_reset_link_spent = /** @type {(inputs: Common_Change_Password_Reset_Link_SpentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un enlace para restablecer la contraseña sirve una sola vez, dentro de los ${i?.minutes} minutos después de abrirlo. Ingrese su contraseña actual o pida un enlace nuevo con "¿Olvidó su contraseña?".`)
};

export const common_change_password_same_as_current = /** @type {(inputs: Common_Change_Password_Same_As_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una contraseña nueva distinta de la actual.`)
};

export const common_change_password_success = /** @type {(inputs: Common_Change_Password_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada.`)
};

export const common_chat_answer_time = /** @type {(inputs: Common_Chat_Answer_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondemos en un día hábil.`)
};

export const common_chat_failed = /** @type {(inputs: Common_Chat_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos enviar su mensaje. Inténtelo de nuevo o llámenos al ${i?.phone}.`)
};

export const common_chat_sent = /** @type {(inputs: Common_Chat_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias, su mensaje va en camino a atención al cliente.`)
};

export const common_contact_email_invalid = /** @type {(inputs: Common_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico no es válido.`)
};

export const common_contact_email_required = /** @type {(inputs: Common_Contact_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico es obligatorio.`)
};

export const common_contact_message_required = /** @type {(inputs: Common_Contact_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un mensaje.`)
};

export const common_contact_success = /** @type {(inputs: Common_Contact_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias por comunicarse con nosotros. Le responderemos pronto.`)
};

export const common_convert_failure_title = /** @type {(inputs: Common_Convert_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo convertir`)
};

export const common_coupon_failure = /** @type {(inputs: Common_Coupon_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo sentimos, no encontramos el código de cupón que ingresó.`)
};

export const common_coupon_success = /** @type {(inputs: Common_Coupon_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Acaba de ahorrar $${i?.amount}!`)
};

export const common_date_window_audit_page = /** @type {(inputs: Common_Date_Window_Audit_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`before debe ser una fecha y hora de los últimos veinte años.`)
};

export const common_date_window_blocked_day = /** @type {(inputs: Common_Date_Window_Blocked_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un día bloqueado debe estar dentro de los dos años a partir de hoy.`)
};

export const common_date_window_cheque_received = /** @type {(inputs: Common_Date_Window_Cheque_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de recepción del cheque debe estar dentro de los últimos dos años.`)
};

export const common_date_window_closing = /** @type {(inputs: Common_Date_Window_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de cierre debe estar dentro de los dos años a partir de hoy.`)
};

export const common_date_window_visit = /** @type {(inputs: Common_Date_Window_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La visita debe ser desde hoy hasta seis meses en adelante.`)
};

export const common_date_window_welcome_call = /** @type {(inputs: Common_Date_Window_Welcome_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La llamada de bienvenida debe ser desde hoy hasta seis meses en adelante.`)
};

export const common_default_payment_method_failure = /** @type {(inputs: Common_Default_Payment_Method_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo establecer el método de pago predeterminado.`)
};

export const common_dispatch_change_discount_text = /** @type {(inputs: Common_Dispatch_Change_Discount_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El costo de esta orden de trabajo supera su monto preautorizado de $${i?.preAuthorizedAmount}. Debe quedar por debajo del monto preautorizado para agregar piezas. ¿Desea cambiar el descuento a $${i?.newDiscount} y continuar?`)
};

export const common_dispatch_change_discount_title = /** @type {(inputs: Common_Dispatch_Change_Discount_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar el descuento`)
};

export const common_dispatch_save_failure = /** @type {(inputs: Common_Dispatch_Save_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al enviar los cambios`)
};

export const common_dispatch_save_success = /** @type {(inputs: Common_Dispatch_Save_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus cambios se enviaron correctamente.`)
};

export const common_dispatch_submission_cancelled = /** @type {(inputs: Common_Dispatch_Submission_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envío cancelado`)
};

export const common_feature_flags_load_failure = /** @type {(inputs: Common_Feature_Flags_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las opciones de funciones.`)
};

export const common_file_upload_failure = /** @type {(inputs: Common_File_Upload_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al enviar el archivo. Inténtelo de nuevo.`)
};

export const common_file_upload_sending = /** @type {(inputs: Common_File_Upload_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando archivo...`)
};

export const common_file_upload_success = /** @type {(inputs: Common_File_Upload_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo enviado`)
};

export const common_forgot_password_email_invalid = /** @type {(inputs: Common_Forgot_Password_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de correo electrónico no es correcta. Verifíquela e inténtelo de nuevo.`)
};

export const common_forgot_password_email_required = /** @type {(inputs: Common_Forgot_Password_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese su dirección de correo electrónico.`)
};

export const common_forgot_password_success = /** @type {(inputs: Common_Forgot_Password_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si existe una cuenta, enviaremos un correo a la dirección indicada, ${i?.email}.`)
};

export const common_forgot_password_text = /** @type {(inputs: Common_Forgot_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Le ayudamos! Ingrese su correo electrónico.`)
};

export const common_forgot_password_title = /** @type {(inputs: Common_Forgot_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Problemas para iniciar sesión?`)
};

export const common_geolocation_timed_out = /** @type {(inputs: Common_Geolocation_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Se agotó el tiempo!`)
};

export const common_geolocation_unsupported = /** @type {(inputs: Common_Geolocation_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no permite la geolocalización.`)
};

export const common_impersonation_failure = /** @type {(inputs: Common_Impersonation_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al suplantar a un usuario o al terminar la suplantación.`)
};

export const common_initialization_essential_scripts_failed = /** @type {(inputs: Common_Initialization_Essential_Scripts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los scripts esenciales para que este sitio funcione en su navegador. Inténtelo de nuevo o use otro navegador.`)
};

export const common_initialization_offline = /** @type {(inputs: Common_Initialization_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. La app muestra lo que se guardó en este dispositivo.`)
};

export const common_initialization_timed_out = /** @type {(inputs: Common_Initialization_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se agotó el tiempo de inicio.`)
};

export const common_loading = /** @type {(inputs: Common_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

export const common_login_error_text = /** @type {(inputs: Common_Login_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El usuario o la contraseña que ingresó no son correctos. Inténtelo de nuevo.`)
};

export const common_login_error_title = /** @type {(inputs: Common_Login_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al iniciar sesión`)
};

export const common_login_link_invalid = /** @type {(inputs: Common_Login_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de inicio de sesión no es válido o ya venció.`)
};

export const common_login_repair_title = /** @type {(inputs: Common_Login_Repair_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión para solicitar una reparación`)
};

export const common_login_session_expired = /** @type {(inputs: Common_Login_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su sesión venció. Inicie sesión de nuevo.`)
};

export const common_login_title = /** @type {(inputs: Common_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión en su cuenta`)
};

export const common_login_too_many_attempts = /** @type {(inputs: Common_Login_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.`)
};

export const common_login_unsent_kept = /** @type {(inputs: Common_Login_Unsent_KeptInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cambio aún no se ha enviado. Se guarda en este dispositivo y se enviará cuando vuelva a iniciar sesión.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cambios aún no se han enviado. Se guardan en este dispositivo y se enviarán cuando vuelva a iniciar sesión.`);
	return /** @type {LocalizedString} */ ("common_login_unsent_kept");
};

export const common_merge_automatic = /** @type {(inputs: Common_Merge_AutomaticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontramos varias cuentas asociadas a su correo electrónico y las unificamos. Inicie sesión de nuevo.`)
};

export const common_merge_success = /** @type {(inputs: Common_Merge_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus cuentas de usuario se unificaron correctamente. Inicie sesión de nuevo.`)
};

export const common_newsletter_confirm_button = /** @type {(inputs: Common_Newsletter_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi suscripción`)
};

export const common_newsletter_confirm_invalid = /** @type {(inputs: Common_Newsletter_Confirm_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de confirmación ya no es válido: ya se usó o venció. Suscríbase de nuevo para recibir uno nuevo.`)
};

export const common_newsletter_confirm_sent = /** @type {(inputs: Common_Newsletter_Confirm_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos un enlace a ${i?.email}. Ábralo para confirmar su suscripción; hasta entonces no le enviaremos nada.`)
};

export const common_newsletter_confirm_sent_title = /** @type {(inputs: Common_Newsletter_Confirm_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise su bandeja de entrada`)
};

export const common_newsletter_confirm_text = /** @type {(inputs: Common_Newsletter_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme que desea recibir nuestro boletín en la dirección a la que se envió este enlace.`)
};

export const common_newsletter_confirm_title = /** @type {(inputs: Common_Newsletter_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme su suscripción`)
};

export const common_newsletter_confirmed_title = /** @type {(inputs: Common_Newsletter_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Suscrito!`)
};

export const common_newsletter_failure = /** @type {(inputs: Common_Newsletter_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al suscribirse al boletín. Inténtelo de nuevo.`)
};

export const common_newsletter_failure_title = /** @type {(inputs: Common_Newsletter_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡No se pudo suscribir!`)
};

export const common_newsletter_field_error = /** @type {(inputs: Common_Newsletter_Field_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico es obligatorio.`)
};

export const common_newsletter_field_invalid = /** @type {(inputs: Common_Newsletter_Field_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un correo electrónico como nombre@ejemplo.com.`)
};

export const common_newsletter_invalid_text = /** @type {(inputs: Common_Newsletter_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de correo electrónico que ingresó no es correcta. Inténtelo de nuevo.`)
};

export const common_newsletter_invalid_title = /** @type {(inputs: Common_Newsletter_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico no válido`)
};

export const common_newsletter_success = /** @type {(inputs: Common_Newsletter_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡${i?.email} ya está suscrito al boletín!`)
};

export const common_newsletter_success_title = /** @type {(inputs: Common_Newsletter_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Suscrito!`)
};

export const common_no_service_text = /** @type {(inputs: Common_No_Service_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo sentimos, (todavía) no damos servicio en su código postal.`)
};

export const common_no_service_title = /** @type {(inputs: Common_No_Service_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin servicio`)
};

export const common_not_an_amount = /** @type {(inputs: Common_Not_An_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un monto de dinero de la solicitud es demasiado grande o no es un número.`)
};

export const common_not_found_go_back = /** @type {(inputs: Common_Not_Found_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver`)
};

export const common_not_found_text = /** @type {(inputs: Common_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos la página que busca.`)
};

export const common_not_found_title = /** @type {(inputs: Common_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ay, no… Algo no está bien`)
};

export const common_order_complete_text = /** @type {(inputs: Common_Order_Complete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su pedido se completó correctamente.`)
};

export const common_order_complete_title = /** @type {(inputs: Common_Order_Complete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido completado`)
};

export const common_partner_failure_title = /** @type {(inputs: Common_Partner_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar`)
};

export const common_partner_success = /** @type {(inputs: Common_Partner_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La información del agente se guardó correctamente.`)
};

export const common_payment_success = /** @type {(inputs: Common_Payment_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pago procesado correctamente para el contrato: ${i?.policyNumber}`)
};

export const common_quick_order_budget_required = /** @type {(inputs: Common_Quick_Order_Budget_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El monto del presupuesto es obligatorio.`)
};

export const common_quick_order_budget_too_large = /** @type {(inputs: Common_Quick_Order_Budget_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El monto del presupuesto debe ser como máximo ${i?.most}.`)
};

export const common_quote_address_required = /** @type {(inputs: Common_Quote_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección es obligatoria.`)
};

export const common_quote_email_invalid = /** @type {(inputs: Common_Quote_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico no es válido.`)
};

export const common_quote_email_required = /** @type {(inputs: Common_Quote_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico es obligatorio.`)
};

export const common_quote_error_title = /** @type {(inputs: Common_Quote_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error en la cotización`)
};

export const common_quote_name_required = /** @type {(inputs: Common_Quote_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio.`)
};

export const common_quote_phone_required = /** @type {(inputs: Common_Quote_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de teléfono es obligatorio.`)
};

export const common_quote_zip_required = /** @type {(inputs: Common_Quote_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código postal es obligatorio.`)
};

export const common_required_label = /** @type {(inputs: Common_Required_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OBLIGATORIO`)
};

export const common_service_request_authorization_failure_title = /** @type {(inputs: Common_Service_Request_Authorization_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hay un problema...!`)
};

export const common_service_request_claim_failure = /** @type {(inputs: Common_Service_Request_Claim_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al enviar su solicitud.`)
};

export const common_service_request_send_failure = /** @type {(inputs: Common_Service_Request_Send_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Uy, algo salió mal! Llámenos al ${i?.phone}`)
};

export const common_service_request_submitting = /** @type {(inputs: Common_Service_Request_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando la solicitud de servicio. Espere un momento...`)
};

export const common_service_request_success_after_hours = /** @type {(inputs: Common_Service_Request_Success_After_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibimos su solicitud de servicio fuera del horario de atención, pero tenemos personal disponible para ayudarle si es una emergencia.`)
};

export const common_service_request_success_in_hours = /** @type {(inputs: Common_Service_Request_Success_In_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibimos su solicitud de servicio. Alguien se comunicará con usted para hablar del problema o programar una cita.`)
};

export const common_status_update_cancel_failure = /** @type {(inputs: Common_Status_Update_Cancel_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cancelar la orden de trabajo. Llámenos para recibir ayuda.`)
};

export const common_status_update_cancel_success_text = /** @type {(inputs: Common_Status_Update_Cancel_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se envió la solicitud de cancelación`)
};

export const common_status_update_cancel_success_title = /** @type {(inputs: Common_Status_Update_Cancel_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmación`)
};

export const common_status_update_failure = /** @type {(inputs: Common_Status_Update_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo completar la actualización. Llámenos para recibir ayuda.`)
};

export const common_status_update_success_text = /** @type {(inputs: Common_Status_Update_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cita programada se envió correctamente`)
};

export const common_status_update_success_title = /** @type {(inputs: Common_Status_Update_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias`)
};

export const common_streem_signup_email_invalid = /** @type {(inputs: Common_Streem_Signup_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico no es válido.`)
};

export const common_streem_signup_failure = /** @type {(inputs: Common_Streem_Signup_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal; inténtelo de nuevo más tarde.`)
};

export const common_streem_signup_phone_length = /** @type {(inputs: Common_Streem_Signup_Phone_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de teléfono debe tener 12 caracteres, como 555-555-0100.`)
};

export const common_streem_signup_phone_required = /** @type {(inputs: Common_Streem_Signup_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de teléfono es obligatorio`)
};

export const common_streem_signup_required = /** @type {(inputs: Common_Streem_Signup_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} es obligatorio.`)
};

export const common_streem_signup_success = /** @type {(inputs: Common_Streem_Signup_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Nos comunicaremos en un par de días hábiles para completar su inscripción.`)
};

export const common_text_opt_in_success = /** @type {(inputs: Common_Text_Opt_In_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se inscribió correctamente para recibir avisos por mensaje de texto.`)
};

export const common_too_many_requests = /** @type {(inputs: Common_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibimos esta solicitud de usted muchas veces en poco tiempo. Inténtelo de nuevo ${i?.wait}.`)
};

export const common_transport_network_error = /** @type {(inputs: Common_Transport_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede conectar con el servidor. Revise su conexión e inténtelo de nuevo.`)
};

export const common_transport_server_error_text = /** @type {(inputs: Common_Transport_Server_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al comunicarse con el servidor. Inténtelo de nuevo más tarde.`)
};

export const common_transport_server_error_title = /** @type {(inputs: Common_Transport_Server_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error del servidor`)
};

export const common_transport_server_error_with_code = /** @type {(inputs: Common_Transport_Server_Error_With_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error del servidor. Código de respuesta ${i?.status}`)
};

export const common_update_available = /** @type {(inputs: Common_Update_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay una versión nueva disponible`)
};

export const common_update_reload = /** @type {(inputs: Common_Update_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar`)
};

export const common_validation_dialog_title = /** @type {(inputs: Common_Validation_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Uy! Necesitamos un poco más de información.`)
};

export const contact_customer_care = /** @type {(inputs: Contact_Customer_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio al cliente`)
};

export const contact_description = /** @type {(inputs: Contact_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llame, envíe un correo electrónico o escriba a ${i?.brand}: servicio al cliente, contacto para medios y nuestra dirección postal.`)
};

export const contact_eyebrow = /** @type {(inputs: Contact_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos para ayudarle`)
};

export const contact_failed_text = /** @type {(inputs: Contact_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos enviar su mensaje. Vuelva a intentarlo o llámenos al ${i?.phone}.`)
};

export const contact_failed_title = /** @type {(inputs: Contact_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje no enviado`)
};

export const contact_form_heading = /** @type {(inputs: Contact_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíenos un mensaje`)
};

export const contact_form_intro = /** @type {(inputs: Contact_Form_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leemos cada mensaje y respondemos por correo electrónico o por teléfono.`)
};

export const contact_form_label = /** @type {(inputs: Contact_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto`)
};

export const contact_info_heading = /** @type {(inputs: Contact_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información de contacto`)
};

export const contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Tiene preguntas sobre un plan, un reclamo o una factura? Nuestro equipo de servicio al cliente contesta el teléfono y los correos. Para pedir una reparación, use Solicitar reparación en la parte superior de cualquier página: es la forma más rápida de conseguir un contratista.`)
};

export const contact_mailing_address = /** @type {(inputs: Contact_Mailing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección postal`)
};

export const contact_media = /** @type {(inputs: Contact_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto para medios`)
};

export const contact_message_label = /** @type {(inputs: Contact_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿En qué le podemos ayudar?`)
};

export const contact_sent_title = /** @type {(inputs: Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje enviado`)
};

export const contact_submit = /** @type {(inputs: Contact_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

export const contact_title = /** @type {(inputs: Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contáctenos`)
};

export const cookie_bar_close = /** @type {(inputs: Cookie_Bar_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar el aviso de privacidad`)
};

export const cookie_bar_text = /** @type {((inputs: Cookie_Bar_TextInputs) => LocalizedString) & { parts: (inputs: Cookie_Bar_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Cookie_Bar_TextInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Usamos cookies para mantener su sesión iniciada, recordar sus preferencias y saber qué páginas ayudan más a los visitantes. Lea cómo en nuestra Política de privacidad.`)
		}),
		{
			parts: /** @type {(inputs: Cookie_Bar_TextInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Usamos cookies para mantener su sesión iniciada, recordar sus preferencias y saber qué páginas ayudan más a los visitantes. Lea cómo en nuestra " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Política de privacidad" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const cookie_bar_title = /** @type {(inputs: Cookie_Bar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valoramos su privacidad`)
};

export const data_age_days = /** @type {(inputs: Data_Age_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`hace ${i?.count} día`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`hace ${i?.count} días`);
	return /** @type {LocalizedString} */ ("data_age_days");
};

export const data_age_hours = /** @type {(inputs: Data_Age_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`hace ${i?.count} hora`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`hace ${i?.count} horas`);
	return /** @type {LocalizedString} */ ("data_age_hours");
};

export const data_age_just_now = /** @type {(inputs: Data_Age_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hace un momento`)
};

export const data_age_minutes = /** @type {(inputs: Data_Age_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`hace ${i?.count} minuto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`hace ${i?.count} minutos`);
	return /** @type {LocalizedString} */ ("data_age_minutes");
};

export const data_age_offline = /** @type {(inputs: Data_Age_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Se muestra la copia guardada en este dispositivo el ${i?.when} (${i?.age}).`)
};

export const data_age_refresh_failed = /** @type {(inputs: Data_Age_Refresh_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar. Se muestra la copia guardada en este dispositivo el ${i?.when} (${i?.age}).`)
};

export const escrow_invoice_amount_due = /** @type {(inputs: Escrow_Invoice_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto a pagar`)
};

export const escrow_invoice_amount_paid = /** @type {(inputs: Escrow_Invoice_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto pagado`)
};

export const escrow_invoice_buyer = /** @type {(inputs: Escrow_Invoice_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprador`)
};

export const escrow_invoice_cancelled_call = /** @type {((inputs: Escrow_Invoice_Cancelled_CallInputs) => LocalizedString) & { parts: (inputs: Escrow_Invoice_Cancelled_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Preguntas sobre esta factura? Llame a ${i?.brand} al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Preguntas sobre esta factura? Llame a " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const escrow_invoice_cancelled_contract_cancelled = /** @type {(inputs: Escrow_Invoice_Cancelled_Contract_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El contrato ${i?.policyNumber} fue cancelado, así que no hay nada que pagar en esta factura y ya no se puede pagar.`)
};

export const escrow_invoice_cancelled_contract_expired = /** @type {(inputs: Escrow_Invoice_Cancelled_Contract_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El contrato ${i?.policyNumber} venció, así que no hay nada que pagar en esta factura y ya no se puede pagar.`)
};

export const escrow_invoice_cancelled_invoice = /** @type {(inputs: Escrow_Invoice_Cancelled_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no hay nada que pagar en esta factura, y ya no se puede pagar.`)
};

export const escrow_invoice_cancelled_title = /** @type {(inputs: Escrow_Invoice_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta factura fue cancelada`)
};

export const escrow_invoice_closing_date = /** @type {(inputs: Escrow_Invoice_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de cierre`)
};

export const escrow_invoice_contract_number = /** @type {(inputs: Escrow_Invoice_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de contrato`)
};

export const escrow_invoice_email_label = /** @type {(inputs: Escrow_Invoice_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su correo electrónico (para el recibo)`)
};

export const escrow_invoice_email_required = /** @type {(inputs: Escrow_Invoice_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese su correo electrónico.`)
};

export const escrow_invoice_load_failure = /** @type {(inputs: Escrow_Invoice_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la factura. Revise su conexión e inténtelo de nuevo.`)
};

export const escrow_invoice_loading = /** @type {(inputs: Escrow_Invoice_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la factura…`)
};

export const escrow_invoice_needs_email = /** @type {(inputs: Escrow_Invoice_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero ingrese su correo electrónico arriba: la tarjeta se guarda para ese correo.`)
};

export const escrow_invoice_not_set = /** @type {(inputs: Escrow_Invoice_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin definir`)
};

export const escrow_invoice_paid = /** @type {(inputs: Escrow_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagada. Gracias: la cobertura del comprador empieza al cierre del depósito en garantía (escrow).`)
};

export const escrow_invoice_paid_on = /** @type {(inputs: Escrow_Invoice_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagada el ${i?.date}. Gracias: la cobertura del comprador empieza al cierre del depósito en garantía (escrow).`)
};

export const escrow_invoice_pay = /** @type {(inputs: Escrow_Invoice_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagar ${i?.amount}`)
};

export const escrow_invoice_pay_title = /** @type {(inputs: Escrow_Invoice_Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar con tarjeta`)
};

export const escrow_invoice_paying = /** @type {(inputs: Escrow_Invoice_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagando…`)
};

export const escrow_invoice_payment_failure = /** @type {(inputs: Escrow_Invoice_Payment_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo realizar el pago. Inténtelo de nuevo.`)
};

export const escrow_invoice_plan = /** @type {(inputs: Escrow_Invoice_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const escrow_invoice_property = /** @type {(inputs: Escrow_Invoice_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propiedad`)
};

export const escrow_invoice_questions = /** @type {((inputs: Escrow_Invoice_QuestionsInputs) => LocalizedString) & { parts: (inputs: Escrow_Invoice_QuestionsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_QuestionsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Preguntas? Llame a ${i?.brand} al ${i?.phone}. Para pagar con cheque, hágalo a nombre de ${i?.brand} e incluya el número de contrato.`)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_QuestionsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Preguntas? Llame a " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: ". Para pagar con cheque, hágalo a nombre de " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " e incluya el número de contrato." }])
			})
		}
	)
);

export const escrow_invoice_title = /** @type {(inputs: Escrow_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura a pagar al cierre`)
};

export const escrow_invoice_try_again = /** @type {(inputs: Escrow_Invoice_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

export const footer_accessibility = /** @type {(inputs: Footer_AccessibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesibilidad`)
};

export const footer_call = /** @type {((inputs: Footer_CallInputs) => LocalizedString) & { parts: (inputs: Footer_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Footer_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Llame al ${i?.phone}`)
		}),
		{
			parts: /** @type {(inputs: Footer_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Llame al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }])
			})
		}
	)
);

export const footer_contact = /** @type {(inputs: Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contáctenos`)
};

export const footer_contractors = /** @type {(inputs: Footer_ContractorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contratistas`)
};

export const footer_homeowners = /** @type {(inputs: Footer_HomeownersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietarios`)
};

export const footer_nav_label = /** @type {(inputs: Footer_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página`)
};

export const footer_privacy_choices = /** @type {(inputs: Footer_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus opciones de privacidad`)
};

export const footer_privacy_policy = /** @type {(inputs: Footer_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

export const footer_real_estate = /** @type {(inputs: Footer_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienes raíces`)
};

export const footer_resources = /** @type {(inputs: Footer_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recursos`)
};

export const footer_state_notice = /** @type {(inputs: Footer_State_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso de privacidad estatal`)
};

export const footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de garantía de vivienda en Arizona, Idaho, Nevada, Oregón, Texas y Utah.`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos de uso`)
};

export const header_account = /** @type {(inputs: Header_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta`)
};

export const header_call = /** @type {(inputs: Header_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llamar al ${i?.phone}`)
};

export const header_contractors = /** @type {(inputs: Header_ContractorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contratistas`)
};

export const header_home_link = /** @type {(inputs: Header_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicio de ${i?.brand}`)
};

export const header_homeowner = /** @type {(inputs: Header_HomeownerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietarios`)
};

export const header_login = /** @type {(inputs: Header_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const header_my_account = /** @type {(inputs: Header_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi cuenta`)
};

export const header_nav_label = /** @type {(inputs: Header_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const header_real_estate = /** @type {(inputs: Header_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienes raíces`)
};

export const home_become_contractor = /** @type {(inputs: Home_Become_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hágase contratista`)
};

export const home_buyers_callout_brochure_text = /** @type {(inputs: Home_Buyers_Callout_Brochure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestros planes en papel, en inglés o en español, listos para su próxima propiedad en venta.`)
};

export const home_buyers_callout_brochure_title = /** @type {(inputs: Home_Buyers_Callout_Brochure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida un folleto`)
};

export const home_buyers_callout_reps_text = /** @type {(inputs: Home_Buyers_Callout_Reps_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un representante en su mercado para capacitación, folletos y pedidos.`)
};

export const home_buyers_callout_reps_title = /** @type {(inputs: Home_Buyers_Callout_Reps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Representantes locales`)
};

export const home_buyers_callout_tools_text = /** @type {(inputs: Home_Buyers_Callout_Tools_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guías sobre comprar, vender y cuidar la casa para compartir con sus clientes.`)
};

export const home_buyers_callout_tools_title = /** @type {(inputs: Home_Buyers_Callout_Tools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas educativas`)
};

export const home_buyers_callout_why_text = /** @type {(inputs: Home_Buyers_Callout_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuche a agentes y oficiales de escrow que hacen pedidos con nosotros cada semana.`)
};

export const home_buyers_callout_why_title = /** @type {(inputs: Home_Buyers_Callout_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué elegirnos`)
};

export const home_buyers_callouts_heading = /** @type {(inputs: Home_Buyers_Callouts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo ayudamos a los profesionales de bienes raíces`)
};

export const home_buyers_eyebrow = /** @type {(inputs: Home_Buyers_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para agentes, corredores y oficiales de escrow`)
};

export const home_buyers_heading = /** @type {(inputs: Home_Buyers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garantía de vivienda para profesionales de bienes raíces`)
};

export const home_buyers_intro = /** @type {(inputs: Home_Buyers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dé a sus compradores un primer año sin facturas de reparación inesperadas y a sus vendedores tranquilidad mientras la casa está a la venta. Haga su pedido en minutos, pague al cierre y cuente con un representante local que conoce su mercado.`)
};

export const home_buyers_meta_benefits_description = /** @type {(inputs: Home_Buyers_Meta_Benefits_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guías y artículos para profesionales de bienes raíces y sus clientes: comprar y vender una casa, lo básico de la garantía de vivienda y el mantenimiento de la casa.`)
};

export const home_buyers_meta_benefits_title = /** @type {(inputs: Home_Buyers_Meta_Benefits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas educativas de bienes raíces`)
};

export const home_buyers_meta_description = /** @type {(inputs: Home_Buyers_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de garantía de vivienda para compradores, vendedores y sus agentes en Arizona, Idaho, Nevada, Oregón, Texas y Utah: pedidos rápidos, cobertura para vendedores, folletos y un representante local.`)
};

export const home_buyers_meta_plans_description = /** @type {(inputs: Home_Buyers_Meta_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare planes de garantía de vivienda para compradores y vendedores, con precio anual para una casa unifamiliar, y pida uno para su cierre en minutos.`)
};

export const home_buyers_meta_plans_title = /** @type {(inputs: Home_Buyers_Meta_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de protección para compradores de vivienda`)
};

export const home_buyers_meta_reps_description = /** @type {(inputs: Home_Buyers_Meta_Reps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conozca a los representantes de ventas que ayudan a los profesionales de bienes raíces en Arizona, Idaho, Nevada, Oregón, Texas y Utah, y comuníquese con el suyo por teléfono o correo electrónico.`)
};

export const home_buyers_meta_reps_title = /** @type {(inputs: Home_Buyers_Meta_Reps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su representante local de garantía de vivienda`)
};

export const home_buyers_meta_reviews_description = /** @type {(inputs: Home_Buyers_Meta_Reviews_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que dicen agentes, corredores y oficiales de escrow sobre pedir contratos de servicio residencial para sus compradores y vendedores.`)
};

export const home_buyers_meta_reviews_title = /** @type {(inputs: Home_Buyers_Meta_Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas de contratos de servicio residencial de profesionales de bienes raíces`)
};

export const home_buyers_or = /** @type {(inputs: Home_Buyers_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O`)
};

export const home_buyers_place_order = /** @type {(inputs: Home_Buyers_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haga un pedido`)
};

export const home_buyers_plans_heading = /** @type {(inputs: Home_Buyers_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes para compradores de vivienda`)
};

export const home_buyers_plans_intro = /** @type {(inputs: Home_Buyers_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare nuestros planes para compradores y vendedores de vivienda, con precio por el año de cobertura que empieza al cierre. La cobertura para vendedores está disponible mientras la casa está a la venta. Elija un plan para empezar su pedido con él.`)
};

export const home_buyers_quick_order_loading = /** @type {(inputs: Home_Buyers_Quick_Order_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el formulario de pedido rápido…`)
};

export const home_buyers_section_reps = /** @type {(inputs: Home_Buyers_Section_RepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conozca a su representante`)
};

export const home_buyers_section_why = /** @type {(inputs: Home_Buyers_Section_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por qué elegir ${i?.brand}`)
};

export const home_buyers_subnav_label = /** @type {(inputs: Home_Buyers_Subnav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de la página de bienes raíces`)
};

export const home_contractors_heading = /** @type {(inputs: Home_Contractors_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para contratistas`)
};

export const home_contractors_text = /** @type {(inputs: Home_Contractors_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profesionales de plomería, electricidad, climatización y electrodomésticos: llene su agenda con clientes de garantía cerca de usted. Nosotros enviamos el trabajo, suministramos las piezas principales y pagamos su mano de obra, para que dedique su día a reparar y no a vender.`)
};

export const home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: planes de garantía de vivienda desde $35 al mes en Arizona, Idaho, Nevada, Oregón, Texas y Utah. Un contratista con licencia dentro de las 24 horas de su reclamo.`)
};

export const home_eyebrow = /** @type {(inputs: Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arizona · Idaho · Nevada · Oregón · Texas · Utah`)
};

export const home_find_rep = /** @type {(inputs: Home_Find_RepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentre a su representante local`)
};

export const home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una garantía de vivienda que responde cuando la necesita`)
};

export const home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si el aire acondicionado deja de funcionar en julio o el calentador de agua inunda el garaje, con una llamada o unos toques en su teléfono un contratista local con licencia va en camino. Los planes empiezan en $35 al mes, y usted paga una tarifa de servicio fija en lugar de la factura de la reparación.`)
};

export const home_real_estate_heading = /** @type {(inputs: Home_Real_Estate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para profesionales de bienes raíces`)
};

export const home_real_estate_plans = /** @type {(inputs: Home_Real_Estate_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes para bienes raíces`)
};

export const home_real_estate_point1 = /** @type {(inputs: Home_Real_Estate_Point1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura para vendedores mientras la casa está a la venta`)
};

export const home_real_estate_point2 = /** @type {(inputs: Home_Real_Estate_Point2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes pagados al cierre a través del depósito en garantía`)
};

export const home_real_estate_point3 = /** @type {(inputs: Home_Real_Estate_Point3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un representante local en cada estado donde servimos`)
};

export const home_real_estate_text = /** @type {(inputs: Home_Real_Estate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una garantía de vivienda ayuda a que una propiedad destaque y da tranquilidad a los compradores en su primer año. Agentes, corredores y oficiales de depósito en garantía hacen su pedido en minutos con nuestro formulario rápido, y la cobertura puede empezar mientras la casa sigue en venta.`)
};

export const home_see_plans = /** @type {(inputs: Home_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes y precios`)
};

export const home_step1_text = /** @type {(inputs: Home_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra un reclamo en línea a cualquier hora, o llámenos. Díganos qué dejó de funcionar y cuándo está en casa.`)
};

export const home_step1_title = /** @type {(inputs: Home_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicite una reparación`)
};

export const home_step2_text = /** @type {(inputs: Home_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignamos un contratista local con licencia en 24 horas, y él le llama para acordar la visita.`)
};

export const home_step2_title = /** @type {(inputs: Home_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conozca a su contratista`)
};

export const home_step3_text = /** @type {(inputs: Home_Step3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los artículos cubiertos se reparan o se reemplazan. Usted paga la tarifa de visita de servicio que eligió, no la factura de la reparación.`)
};

export const home_step3_title = /** @type {(inputs: Home_Step3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pague solo la tarifa de servicio`)
};

export const home_steps_heading = /** @type {(inputs: Home_Steps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funciona una reparación`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de garantía de vivienda`)
};

export const homeowner_choose_plan = /** @type {(inputs: Homeowner_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un plan`)
};

export const homeowner_description = /** @type {(inputs: Homeowner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare planes de garantía para su hogar desde $35 al mes. Cobertura de calefacción, aire acondicionado, plomería, sistema eléctrico y electrodomésticos en Arizona, Idaho, Nevada, Oregón, Texas y Utah.`)
};

export const homeowner_eyebrow = /** @type {(inputs: Homeowner_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para propietarios de vivienda`)
};

export const homeowner_intro = /** @type {(inputs: Homeowner_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los electrodomésticos y los sistemas de la casa se desgastan a su propio ritmo. Un plan de ${i?.brand} cubre la reparación o el reemplazo de lo que se descompone por el desgaste normal, por una tarifa de servicio fija, con un contratista local con licencia asignado en menos de 24 horas.`)
};

export const homeowner_plans_heading = /** @type {(inputs: Homeowner_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare los planes de garantía de vivienda`)
};

export const homeowner_plans_intro = /** @type {(inputs: Homeowner_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tres planes, desde los sistemas de la casa que usa todos los días hasta la cobertura completa de los electrodomésticos de su cocina y lavandería. Agregue piscina, pozo, sistema séptico y más al hacer su pedido. Elija un plan para empezar su pedido con él.`)
};

export const homeowner_renew = /** @type {(inputs: Homeowner_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renueve su garantía`)
};

export const homeowner_request_quote = /** @type {(inputs: Homeowner_Request_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida una cotización`)
};

export const homeowner_subnav_label = /** @type {(inputs: Homeowner_Subnav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de la página para propietarios`)
};

export const homeowner_title = /** @type {(inputs: Homeowner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de garantía de vivienda para propietarios de vivienda`)
};

export const illustration_sold = /** @type {(inputs: Illustration_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VENDIDO`)
};

export const install_app = /** @type {(inputs: Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instalar la app`)
};

export const install_card_add = /** @type {(inputs: Install_Card_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir ahora`)
};

export const install_card_dismiss = /** @type {(inputs: Install_Card_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

export const install_card_ios = /** @type {((inputs: Install_Card_IosInputs) => LocalizedString) & { parts: (inputs: Install_Card_IosInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Install_Card_IosInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Toque Compartir en la parte inferior de Safari y luego «Agregar a inicio».`)
		}),
		{
			parts: /** @type {(inputs: Install_Card_IosInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Toque " }, { type: "markup-start", name: "share", options: {}, attributes: {} }, { type: "text", value: "Compartir" }, { type: "markup-end", name: "share", options: {}, attributes: {} }, { type: "text", value: " en la parte inferior de Safari y luego «Agregar a inicio»." }])
			})
		}
	)
);

export const install_card_title = /** @type {(inputs: Install_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir a la pantalla de inicio`)
};

export const install_card_why_claim = /** @type {(inputs: Install_Card_Why_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siga su reclamo y comuníquese con nosotros con un toque, incluso con poca señal.`)
};

export const install_card_why_contractor = /** @type {(inputs: Install_Card_Why_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra sus órdenes de trabajo con un toque y siga trabajando donde la señal se pierde.`)
};

export const install_card_why_order = /** @type {(inputs: Install_Card_Why_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra su plan y pida una reparación con un toque, incluso con poca señal.`)
};

export const language_switch_to = /** @type {(inputs: Language_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver esta página en ${i?.language}`)
};

export const legal_accessibility_description = /** @type {(inputs: Legal_Accessibility_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo hacemos que nuestro sitio web y nuestra aplicación sean fáciles de usar para todos, la norma que seguimos, lo que sabemos que aún falla y cómo comunicarse con nosotros para recibir ayuda u otro formato.`)
};

export const legal_accessibility_title = /** @type {(inputs: Legal_Accessibility_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesibilidad`)
};

export const legal_english_governs = /** @type {(inputs: Legal_English_GovernsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El texto legal de esta página se ofrece en inglés, y la versión en inglés es la que rige. Las partes en español de esta página son solo una cortesía para su comodidad.`)
};

export const legal_privacy_description = /** @type {(inputs: Legal_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué información personal recopilamos, por qué, con quién la compartimos, cuánto tiempo la conservamos y qué opciones y derechos tiene usted.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

export const legal_state_notice_description = /** @type {(inputs: Legal_State_Notice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los derechos de privacidad de los consumidores de California, Delaware, Indiana, Maryland, Nebraska, Nueva Jersey, Texas y Virginia, y cómo ejercerlos.`)
};

export const legal_state_notice_title = /** @type {(inputs: Legal_State_Notice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso de privacidad para consumidores de California, Delaware, Indiana, Maryland, Nebraska, Nueva Jersey, Texas y Virginia`)
};

export const legal_terms_description = /** @type {(inputs: Legal_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los términos para usar nuestro sitio web y nuestros servicios: requisitos, uso aceptable, mensajes de texto, responsabilidad y cómo se resuelven las disputas.`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos y condiciones`)
};

export const legal_toc_label = /** @type {(inputs: Legal_Toc_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En esta página`)
};

export const legal_updated = /** @type {((inputs: Legal_UpdatedInputs) => LocalizedString) & { parts: (inputs: Legal_UpdatedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Legal_UpdatedInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Última actualización: ${i?.date}`)
		}),
		{
			parts: /** @type {(inputs: Legal_UpdatedInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Última actualización: " }, { type: "markup-start", name: "time", options: {}, attributes: {} }, { type: "text", value: String(i?.date) }, { type: "markup-end", name: "time", options: {}, attributes: {} }])
			})
		}
	)
);

export const mail_button_account = /** @type {(inputs: Mail_Button_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir su cuenta`)
};

export const mail_button_change_visit = /** @type {(inputs: Mail_Button_Change_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar la visita`)
};

export const mail_button_choose_day = /** @type {(inputs: Mail_Button_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir un día`)
};

export const mail_button_choose_password = /** @type {(inputs: Mail_Button_Choose_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir una contraseña nueva`)
};

export const mail_button_confirm_order = /** @type {(inputs: Mail_Button_Confirm_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar la orden`)
};

export const mail_button_confirm_subscription = /** @type {(inputs: Mail_Button_Confirm_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi suscripción`)
};

export const mail_button_create_password = /** @type {(inputs: Mail_Button_Create_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear su contraseña`)
};

export const mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si el botón no funciona, abra este enlace:`)
};

export const mail_button_order_again = /** @type {(inputs: Mail_Button_Order_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar una nueva garantía`)
};

export const mail_button_pay = /** @type {(inputs: Mail_Button_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar ahora`)
};

export const mail_button_pay_invoice = /** @type {(inputs: Mail_Button_Pay_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar la factura`)
};

export const mail_button_renew = /** @type {(inputs: Mail_Button_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar ahora`)
};

export const mail_button_update_card = /** @type {(inputs: Mail_Button_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar su tarjeta`)
};

export const mail_call_us_at = /** @type {(inputs: Mail_Call_Us_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llámenos al ${i?.phone}.`)
};

export const mail_card_expiry_subject = /** @type {(inputs: Mail_Card_Expiry_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su tarjeta terminada en ${i?.lastFour} está por vencer`)
};

export const mail_card_expiry_text = /** @type {(inputs: Mail_Card_Expiry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su tarjeta ${i?.cardType} terminada en ${i?.lastFour} vence a fines de ${i?.month}, antes del próximo pago mensual de ${i?.amount} de ${i?.policyNumbers}, el ${i?.nextCharge}. Por favor actualice la tarjeta, o elija otra, en su cuenta.`)
};

export const mail_charge_reason_declined = /** @type {(inputs: Mail_Charge_Reason_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El banco rechazó la tarjeta.`)
};

export const mail_charge_reason_expired = /** @type {(inputs: Mail_Charge_Reason_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarjeta está vencida.`)
};

export const mail_charge_reason_no_card = /** @type {(inputs: Mail_Charge_Reason_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago automático está desactivado para este contrato, por lo que no se cobró a ninguna tarjeta.`)
};

export const mail_charge_reason_profile_not_found = /** @type {(inputs: Mail_Charge_Reason_Profile_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos la tarjeta en nuestro procesador de tarjetas.`)
};

export const mail_contract_expired_renew = /** @type {(inputs: Mail_Contract_Expired_RenewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía puede renovarla hasta el ${i?.renewUntil}: su cobertura vuelve a empezar cuando se pague la renovación.`)
};

export const mail_contract_expired_subject = /** @type {(inputs: Mail_Contract_Expired_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su garantía de vivienda ${i?.policyNumber} terminó`)
};

export const mail_contract_expired_text = /** @type {(inputs: Mail_Contract_Expired_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su garantía de vivienda ${i?.policyNumber} para ${i?.address} terminó el ${i?.ended} y ya no cubre su casa.`)
};

export const mail_contract_started_lead = /** @type {(inputs: Mail_Contract_Started_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su contrato está en su cuenta, y ahí puede solicitar una reparación cuando algo se descomponga:`)
};

export const mail_contract_started_subject = /** @type {(inputs: Mail_Contract_Started_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su garantía de vivienda ${i?.policyNumber} ya está vigente`)
};

export const mail_contract_started_text = /** @type {(inputs: Mail_Contract_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su garantía de vivienda ${i?.policyNumber} para ${i?.address} está activa: cubre su casa desde el ${i?.starts} hasta el ${i?.ends}.`)
};

export const mail_data_request_appeal = /** @type {(inputs: Mail_Data_Request_AppealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no está de acuerdo, responda a este correo con “Apelación de privacidad” en el asunto y una persona que no participó lo revisará.`)
};

export const mail_data_request_completed_subject = /** @type {(inputs: Mail_Data_Request_Completed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su solicitud de privacidad está completa`)
};

export const mail_data_request_completed_text = /** @type {(inputs: Mail_Data_Request_Completed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completamos su solicitud.`)
};

export const mail_data_request_not_you = /** @type {(inputs: Mail_Data_Request_Not_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si usted no hizo esta solicitud, por favor llame al ${i?.phone}.`)
};

export const mail_data_request_received_subject = /** @type {(inputs: Mail_Data_Request_Received_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibimos su solicitud de privacidad`)
};

export const mail_data_request_received_text = /** @type {(inputs: Mail_Data_Request_Received_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibimos su solicitud. Verificaremos su identidad comparando lo que nos dijo con lo que tenemos, y le responderemos en un plazo de 45 días. Si necesitamos más tiempo, le diremos por qué.`)
};

export const mail_data_request_type_access = /** @type {(inputs: Mail_Data_Request_Type_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso a mi información`)
};

export const mail_data_request_type_correction = /** @type {(inputs: Mail_Data_Request_Type_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrección de mi información`)
};

export const mail_data_request_type_deletion = /** @type {(inputs: Mail_Data_Request_Type_DeletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminación de mi información`)
};

export const mail_dunning_cancelled_subject = /** @type {(inputs: Mail_Dunning_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su plan ${i?.policyNumber} está cancelado`)
};

export const mail_dunning_cancelled_text = /** @type {(inputs: Mail_Dunning_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su pago mensual de ${i?.amount}, con vencimiento el ${i?.dueDate}, no se pagó en 30 días, por lo que este plan está cancelado y ya no cubre su casa. Llámenos si tiene preguntas.`)
};

export const mail_dunning_suspended_subject = /** @type {(inputs: Mail_Dunning_Suspended_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su plan ${i?.policyNumber} está suspendido`)
};

export const mail_dunning_suspended_text = /** @type {(inputs: Mail_Dunning_Suspended_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su pago mensual de ${i?.amount}, con vencimiento el ${i?.dueDate}, no se pagó, por lo que este plan está suspendido: no se aceptan solicitudes de servicio hasta que se pague. Por favor páguelo desde su cuenta. Si no se paga, el plan se cancelará el ${i?.cancelsOn}.`)
};

export const mail_erasure_kept = /** @type {(inputs: Mail_Erasure_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que conservamos, y por qué:`)
};

export const mail_erasure_no_name = /** @type {(inputs: Mail_Erasure_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estos registros ya no llevan su nombre ni sus datos de contacto.`)
};

export const mail_erasure_subject = /** @type {(inputs: Mail_Erasure_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su cuenta de ${i?.brand} está eliminada`)
};

export const mail_erasure_text = /** @type {(inputs: Mail_Erasure_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como nos pidió, eliminamos su cuenta de ${i?.brand}. Su nombre, dirección de correo, teléfonos, tarjetas guardadas, avisos y fotos subidas están borrados, y todas las sesiones se cerraron. Este es el último correo que enviamos a esta dirección.`)
};

export const mail_escrow_cancelled_subject = /** @type {(inputs: Mail_Escrow_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: la garantía de vivienda ${i?.policyNumber} se canceló`)
};

export const mail_escrow_cancelled_text = /** @type {(inputs: Mail_Escrow_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los ${i?.amount} a pagar al cierre de la garantía de vivienda ${i?.policyNumber} (${i?.address}, cerrada el ${i?.closed}) no se pagaron en ${i?.days} días, por lo que el pedido se canceló y la casa no está cubierta. Un nuevo pedido la vuelve a cubrir.`)
};

export const mail_escrow_invoice_cheque = /** @type {(inputs: Mail_Escrow_Invoice_ChequeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O envíe un cheque a nombre de ${i?.brand} con el número de contrato. La factura va adjunta en PDF.`)
};

export const mail_escrow_invoice_moved = /** @type {(inputs: Mail_Escrow_Invoice_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La fecha de cierre de la garantía de vivienda para ${i?.property} cambió; esta factura reemplaza la que enviamos antes.`)
};

export const mail_escrow_invoice_moved_subject = /** @type {(inputs: Mail_Escrow_Invoice_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: factura ${i?.policyNumber} a pagar al cierre, nueva fecha de cierre ${i?.closingDate}`)
};

export const mail_escrow_invoice_no_closing_date = /** @type {(inputs: Mail_Escrow_Invoice_No_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin fijar`)
};

export const mail_escrow_invoice_pay_lead = /** @type {(inputs: Mail_Escrow_Invoice_Pay_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páguela con tarjeta aquí:`)
};

export const mail_escrow_invoice_placed = /** @type {(inputs: Mail_Escrow_Invoice_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se pidió una garantía de vivienda para ${i?.property}, a pagar al cierre a través del escrow.`)
};

export const mail_escrow_invoice_subject = /** @type {(inputs: Mail_Escrow_Invoice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: factura ${i?.policyNumber} a pagar al cierre, ${i?.amount}`)
};

export const mail_escrow_reminder_subject = /** @type {(inputs: Mail_Escrow_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: el pago al cierre de ${i?.policyNumber} no ha llegado`)
};

export const mail_escrow_reminder_text = /** @type {(inputs: Mail_Escrow_Reminder_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La garantía de vivienda ${i?.policyNumber} para ${i?.address} cerró el ${i?.closed}, y sus ${i?.amount} a pagar al cierre siguen sin pagarse. Por favor pídale al escrow que los pague, o páguelos desde su cuenta. Si no se pagan, el pedido se cancela el ${i?.cancels}.`)
};

export const mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola:`)
};

export const mail_hello_name = /** @type {(inputs: Mail_Hello_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}:`)
};

export const mail_label_amount_due = /** @type {(inputs: Mail_Label_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe a pagar`)
};

export const mail_label_amount_paid = /** @type {(inputs: Mail_Label_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe pagado`)
};

export const mail_label_buyer = /** @type {(inputs: Mail_Label_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprador`)
};

export const mail_label_charged_today = /** @type {(inputs: Mail_Label_Charged_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargado hoy`)
};

export const mail_label_closing_date = /** @type {(inputs: Mail_Label_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de cierre`)
};

export const mail_label_contract = /** @type {(inputs: Mail_Label_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrato`)
};

export const mail_label_contract_number = /** @type {(inputs: Mail_Label_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de contrato`)
};

export const mail_label_coverage_ended = /** @type {(inputs: Mail_Label_Coverage_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cobertura terminó`)
};

export const mail_label_coverage_ends = /** @type {(inputs: Mail_Label_Coverage_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cobertura termina`)
};

export const mail_label_coverage_starts = /** @type {(inputs: Mail_Label_Coverage_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cobertura empieza`)
};

export const mail_label_due = /** @type {(inputs: Mail_Label_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencimiento`)
};

export const mail_label_monthly = /** @type {(inputs: Mail_Label_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensual`)
};

export const mail_label_monthly_payment = /** @type {(inputs: Mail_Label_Monthly_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago mensual`)
};

export const mail_label_plan = /** @type {(inputs: Mail_Label_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const mail_label_property = /** @type {(inputs: Mail_Label_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propiedad`)
};

export const mail_label_reference = /** @type {(inputs: Mail_Label_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia`)
};

export const mail_label_refunded = /** @type {(inputs: Mail_Label_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsado`)
};

export const mail_label_request = /** @type {(inputs: Mail_Label_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud`)
};

export const mail_label_total = /** @type {(inputs: Mail_Label_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const mail_label_yearly = /** @type {(inputs: Mail_Label_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al año`)
};

export const mail_monthly_declined_subject = /** @type {(inputs: Mail_Monthly_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su pago mensual de ${i?.policyNumber} no se pudo procesar`)
};

export const mail_monthly_declined_text_final = /** @type {(inputs: Mail_Monthly_Declined_Text_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos cobrar ${i?.amount}: ${i?.reason} Por favor pague la factura desde su cuenta, o actualice su tarjeta. No volveremos a intentar el cobro a la tarjeta.`)
};

export const mail_monthly_declined_text_retry = /** @type {(inputs: Mail_Monthly_Declined_Text_RetryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos cobrar ${i?.amount}: ${i?.reason} Por favor pague la factura desde su cuenta, o actualice su tarjeta. Volveremos a intentar el cobro a la tarjeta el ${i?.retry}.`)
};

export const mail_newsletter_confirm_lead = /** @type {(inputs: Mail_Newsletter_Confirm_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para confirmar, abra este enlace:`)
};

export const mail_newsletter_confirm_note = /** @type {(inputs: Mail_Newsletter_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace sirve una vez, durante 48 horas. Si usted no pidió el boletín, ignore este correo: sin confirmación no le enviamos nada más.`)
};

export const mail_newsletter_confirm_subject = /** @type {(inputs: Mail_Newsletter_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirme su suscripción al boletín de ${i?.brand}`)
};

export const mail_newsletter_confirm_text = /** @type {(inputs: Mail_Newsletter_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien, esperamos que usted, pidió el boletín de ${i?.brand} en esta dirección.`)
};

export const mail_newsletter_unsubscribe = /** @type {(inputs: Mail_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la suscripción`)
};

export const mail_newsletter_unsubscribe_text = /** @type {(inputs: Mail_Newsletter_Unsubscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ya no quiere nuestro boletín?`)
};

export const mail_order_charged_card = /** @type {(inputs: Mail_Order_Charged_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} a su tarjeta terminada en ${i?.lastFour}`)
};

export const mail_order_completed = /** @type {(inputs: Mail_Order_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su orden se completó correctamente.`)
};

export const mail_order_create_password = /** @type {(inputs: Mail_Order_Create_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cree su contraseña para ver su contrato y solicitar reparaciones en línea:`)
};

export const mail_order_escrow_due = /** @type {(inputs: Mail_Order_Escrow_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago se hace al cierre, a través del escrow.`)
};

export const mail_order_link_once = /** @type {(inputs: Mail_Order_Link_OnceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El enlace sirve una vez y vence en ${i?.days} días. Después, elija "¿Olvidó su contraseña?" al iniciar sesión.`)
};

export const mail_order_starts_at_closing = /** @type {(inputs: Mail_Order_Starts_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cobertura empieza al cierre del escrow.`)
};

export const mail_order_subject = /** @type {(inputs: Mail_Order_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su orden ${i?.policyNumber}`)
};

export const mail_owner_confirm_added = /** @type {(inputs: Mail_Owner_Confirm_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se agregará a su cuenta cuando confirme que es suya:`)
};

export const mail_owner_confirm_not_mine = /** @type {(inputs: Mail_Owner_Confirm_Not_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no lo esperaba, abra el enlace y elija "Este no es mi pedido": se cancela y se devuelve cualquier pago.`)
};

export const mail_owner_confirm_placed = /** @type {(inputs: Mail_Owner_Confirm_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se hizo un pedido de garantía de vivienda (${i?.policyNumber}) para ${i?.address} con esta dirección de correo.`)
};

export const mail_owner_confirm_subject = /** @type {(inputs: Mail_Owner_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: confirme el pedido ${i?.policyNumber} para su casa`)
};

export const mail_password_create_subject = /** @type {(inputs: Mail_Password_Create_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cree su contraseña de ${i?.brand}`)
};

export const mail_password_create_text = /** @type {(inputs: Mail_Password_Create_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use este enlace para iniciar sesión y crear la contraseña de su cuenta de ${i?.brand}, donde está su contrato y donde puede solicitar reparaciones:`)
};

export const mail_password_link_expiry = /** @type {(inputs: Mail_Password_Link_ExpiryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El enlace sirve una vez y vence en ${i?.minutes} minutos. Si usted no lo pidió, puede ignorar este correo.`)
};

export const mail_password_reset_subject = /** @type {(inputs: Mail_Password_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restablezca su contraseña de ${i?.brand}`)
};

export const mail_password_reset_text = /** @type {(inputs: Mail_Password_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use este enlace para iniciar sesión y elegir una contraseña nueva:`)
};

export const mail_questions_call = /** @type {(inputs: Mail_Questions_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si tiene alguna pregunta, llame a ${i?.brand} al ${i?.phone}.`)
};

export const mail_receipt_card = /** @type {(inputs: Mail_Receipt_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tarjeta ${i?.cardType} terminada en ${i?.lastFour}`)
};

export const mail_receipt_monthly_subject = /** @type {(inputs: Mail_Receipt_Monthly_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: recibo de su pago mensual ${i?.period} (${i?.policyNumber})`)
};

export const mail_receipt_monthly_text = /** @type {(inputs: Mail_Receipt_Monthly_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias: cobramos ${i?.amount} a su ${i?.card} por el pago mensual ${i?.period} de su garantía de vivienda ${i?.policyNumber}.`)
};

export const mail_receipt_renewal_subject = /** @type {(inputs: Mail_Receipt_Renewal_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: recibo de la renovación de su garantía de vivienda (${i?.policyNumber})`)
};

export const mail_receipt_renewal_text = /** @type {(inputs: Mail_Receipt_Renewal_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias: cobramos ${i?.amount} a su ${i?.card} por la renovación de su garantía de vivienda ${i?.oldPolicyNumber}. ${i?.policyNumber} cubre su casa desde el ${i?.starts}.`)
};

export const mail_receipt_subject = /** @type {(inputs: Mail_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: recibo de ${i?.policyNumber}`)
};

export const mail_receipt_text = /** @type {(inputs: Mail_Receipt_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias: cobramos ${i?.amount} a su ${i?.card} por "${i?.what}" de su garantía de vivienda ${i?.policyNumber}.`)
};

export const mail_refund_refused_order = /** @type {(inputs: Mail_Refund_Refused_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le reembolsamos ${i?.amount} a la tarjeta con la que pagó, por el pedido que usted rechazó de su garantía de vivienda ${i?.policyNumber}.`)
};

export const mail_refund_service_call_fee = /** @type {(inputs: Mail_Refund_Service_Call_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le reembolsamos ${i?.amount} a la tarjeta con la que pagó, por la tarifa de visita de servicio de la solicitud ${i?.serviceRequestNumber} de su garantía de vivienda ${i?.policyNumber}.`)
};

export const mail_refund_statement = /** @type {(inputs: Mail_Refund_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparecerá en el estado de cuenta de su tarjeta en un plazo de 3 a 5 días hábiles; si el cargo todavía no se había procesado, se cancela y desaparece antes.`)
};

export const mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: un reembolso de ${i?.policyNumber}`)
};

export const mail_renewal_declined_subject = /** @type {(inputs: Mail_Renewal_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: el pago de la renovación de ${i?.policyNumber} no se pudo procesar`)
};

export const mail_renewal_declined_text = /** @type {(inputs: Mail_Renewal_Declined_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos cobrar ${i?.amount} por la renovación de ${i?.oldPolicyNumber}: ${i?.reason} Por favor pague la factura desde su cuenta, o actualice su tarjeta, para que su cobertura continúe.`)
};

export const mail_renewal_reminder_lead = /** @type {(inputs: Mail_Renewal_Reminder_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renuévela ahora para seguir cubierto:`)
};

export const mail_renewal_reminder_subject = /** @type {(inputs: Mail_Renewal_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su garantía de vivienda ${i?.policyNumber} termina el ${i?.ends}`)
};

export const mail_renewal_reminder_text = /** @type {(inputs: Mail_Renewal_Reminder_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su garantía de vivienda ${i?.policyNumber} para ${i?.address} termina el ${i?.ends}.`)
};

export const mail_renewed_charge_card = /** @type {(inputs: Mail_Renewed_Charge_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cobraremos ${i?.amount} a su ${i?.card} el ${i?.starts}, el primer día del nuevo período.`)
};

export const mail_renewed_charge_monthly_card = /** @type {(inputs: Mail_Renewed_Charge_Monthly_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cobraremos el primer mes, ${i?.amount}, a su ${i?.card} el ${i?.starts}, el primer día del nuevo período.`)
};

export const mail_renewed_charge_monthly_no_card = /** @type {(inputs: Mail_Renewed_Charge_Monthly_No_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cobraremos el primer mes, ${i?.amount}, el ${i?.starts}, el primer día del nuevo período. Por favor agregue una tarjeta en su cuenta antes de esa fecha.`)
};

export const mail_renewed_charge_no_card = /** @type {(inputs: Mail_Renewed_Charge_No_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cobraremos ${i?.amount} el ${i?.starts}, el primer día del nuevo período. Por favor agregue una tarjeta en su cuenta antes de esa fecha.`)
};

export const mail_renewed_subject = /** @type {(inputs: Mail_Renewed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su garantía de vivienda ${i?.policyNumber} se renueva el ${i?.starts}`)
};

export const mail_renewed_text = /** @type {(inputs: Mail_Renewed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su garantía de vivienda ${i?.policyNumber} para ${i?.address} termina el ${i?.starts}. Como eligió la renovación automática, la renovamos con el descuento de renovación automática: ${i?.renewalPolicyNumber}, desde el ${i?.starts}.`)
};

export const mail_thank_you = /** @type {(inputs: Mail_Thank_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por elegir ${i?.brand}.`)
};

export const mail_unsubscribe_page_done = /** @type {(inputs: Mail_Unsubscribe_Page_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} ya no recibirá nuestros boletines.`)
};

export const mail_unsubscribe_page_done_title = /** @type {(inputs: Mail_Unsubscribe_Page_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su suscripción está cancelada`)
};

export const mail_unsubscribe_page_invalid = /** @type {(inputs: Mail_Unsubscribe_Page_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se modificó o quedó incompleto. Por favor abra el enlace para cancelar la suscripción del correo del boletín tal como está.`)
};

export const mail_unsubscribe_page_invalid_title = /** @type {(inputs: Mail_Unsubscribe_Page_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no funciona`)
};

export const mail_unsubscribe_page_text = /** @type {(inputs: Mail_Unsubscribe_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para dejar de recibir el boletín en ${i?.email}, presione el botón. No hace falta nada más.`)
};

export const mail_unsubscribe_page_title = /** @type {(inputs: Mail_Unsubscribe_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelar la suscripción al boletín de ${i?.brand}`)
};

export const mail_visit_arrived = /** @type {(inputs: Mail_Visit_ArrivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} llegó.`)
};

export const mail_visit_arrived_subject = /** @type {(inputs: Mail_Visit_Arrived_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su técnico llegó (orden de trabajo ${i?.workOrderId})`)
};

export const mail_visit_complete = /** @type {(inputs: Mail_Visit_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} terminó el trabajo.`)
};

export const mail_visit_complete_subject = /** @type {(inputs: Mail_Visit_Complete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su técnico terminó el trabajo (orden de trabajo ${i?.workOrderId})`)
};

export const mail_visit_follow = /** @type {(inputs: Mail_Visit_FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitud de servicio ${i?.serviceRequestNumber}, orden de trabajo ${i?.workOrderId}. Siga su avance en su cuenta, en Solicitudes de servicio.`)
};

export const mail_visit_on_my_way = /** @type {(inputs: Mail_Visit_On_My_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} va en camino.`)
};

export const mail_visit_on_my_way_eta = /** @type {(inputs: Mail_Visit_On_My_Way_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} va en camino; llega en unos ${i?.minutes} minutos.`)
};

export const mail_visit_on_my_way_subject = /** @type {(inputs: Mail_Visit_On_My_Way_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su técnico va en camino (orden de trabajo ${i?.workOrderId})`)
};

export const mail_work_order_booked = /** @type {(inputs: Mail_Work_Order_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su visita está reservada para el ${i?.day}, ${i?.time} (hora local de la vivienda). El técnico se comunicará con usted antes de ir.`)
};

export const mail_work_order_booked_subject = /** @type {(inputs: Mail_Work_Order_Booked_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su visita de reparación está reservada (orden de trabajo ${i?.workOrderId})`)
};

export const mail_work_order_change = /** @type {(inputs: Mail_Work_Order_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para cambiar la hora, o cancelar la orden de trabajo, use esta página:`)
};

export const mail_work_order_choose = /** @type {(inputs: Mail_Work_Order_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En esta página puede elegir un día y un horario para la visita, o cancelar la orden de trabajo:`)
};

export const mail_work_order_keep_private = /** @type {(inputs: Mail_Work_Order_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier persona con este enlace puede cambiar la visita, así que por favor no lo comparta.`)
};

export const mail_work_order_sent = /** @type {(inputs: Mail_Work_Order_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su solicitud de servicio ${i?.serviceRequestNumber} (${i?.item}) se envió a ${i?.company}, orden de trabajo ${i?.workOrderId}.`)
};

export const mail_work_order_subject = /** @type {(inputs: Mail_Work_Order_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elija un día para su visita de reparación (orden de trabajo ${i?.workOrderId})`)
};

export const not_found_page_title = /** @type {(inputs: Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

export const notices_always_sent = /** @type {(inputs: Notices_Always_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siempre se envía por correo`)
};

export const notices_back = /** @type {(inputs: Notices_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al perfil`)
};

export const notices_channel_email = /** @type {(inputs: Notices_Channel_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const notices_channel_push = /** @type {(inputs: Notices_Channel_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificación en el teléfono`)
};

export const notices_channel_text = /** @type {(inputs: Notices_Channel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje de texto`)
};

export const notices_intro = /** @type {(inputs: Notices_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija cómo le avisamos de cada tipo de mensaje. El boletín no forma parte de estas opciones.`)
};

export const notices_kind_claim_decision = /** @type {(inputs: Notices_Kind_Claim_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisión sobre su solicitud de servicio u oferta en efectivo`)
};

export const notices_kind_claim_updates = /** @type {(inputs: Notices_Kind_Claim_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otras novedades de su solicitud de servicio`)
};

export const notices_kind_payment_failed = /** @type {(inputs: Notices_Kind_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pago no se pudo cobrar`)
};

export const notices_kind_receipts = /** @type {(inputs: Notices_Kind_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibos y reembolsos`)
};

export const notices_kind_renewal_reminders = /** @type {(inputs: Notices_Kind_Renewal_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordatorios de renovación`)
};

export const notices_kind_technician_visit = /** @type {(inputs: Notices_Kind_Technician_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El técnico va en camino, llegó o terminó`)
};

export const notices_kind_visit_scheduled = /** @type {(inputs: Notices_Kind_Visit_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visita de reparación programada o cambiada`)
};

export const notices_link = /** @type {(inputs: Notices_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo nos comunicamos con usted`)
};

export const notices_link_text = /** @type {(inputs: Notices_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija correo electrónico, mensajes de texto o notificaciones en el teléfono para cada tipo de mensaje.`)
};

export const notices_load_failed = /** @type {(inputs: Notices_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar sus preferencias. Intente de nuevo.`)
};

export const notices_no_device = /** @type {(inputs: Notices_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero permita las notificaciones en un dispositivo`)
};

export const notices_open = /** @type {(inputs: Notices_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir cómo nos comunicamos`)
};

export const notices_retry = /** @type {(inputs: Notices_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const notices_save_failed = /** @type {(inputs: Notices_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus preferencias no se guardaron. Intente de nuevo.`)
};

export const notices_saved = /** @type {(inputs: Notices_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus preferencias se guardaron.`)
};

export const notices_switch_label = /** @type {(inputs: Notices_Switch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: ${i?.channel}`)
};

export const notices_texts_off = /** @type {(inputs: Notices_Texts_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero active los mensajes de texto en su perfil`)
};

export const notices_title = /** @type {(inputs: Notices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo nos comunicamos con usted`)
};

export const offline_page_not_saved_text = /** @type {(inputs: Offline_Page_Not_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión y esta página no se abrió antes aquí. Se mostrará cuando vuelva a estar en línea.`)
};

export const offline_page_not_saved_title = /** @type {(inputs: Offline_Page_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página no está guardada en este dispositivo`)
};

export const offline_page_saved_list = /** @type {(inputs: Offline_Page_Saved_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas que puede abrir sin conexión:`)
};

export const offline_page_saved_none = /** @type {(inputs: Offline_Page_Saved_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay páginas guardadas en este dispositivo.`)
};

export const order_addon_included = /** @type {(inputs: Order_Addon_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluido con este plan`)
};

export const order_addon_less = /** @type {(inputs: Order_Addon_LessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uno menos: ${i?.name}`)
};

export const order_addon_more = /** @type {(inputs: Order_Addon_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uno más: ${i?.name}`)
};

export const order_addons = /** @type {(inputs: Order_AddonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coberturas adicionales`)
};

export const order_addons_none = /** @type {(inputs: Order_Addons_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no tiene coberturas adicionales.`)
};

export const order_address_did_you_mean = /** @type {((inputs: Order_Address_Did_You_MeanInputs) => LocalizedString) & { parts: (inputs: Order_Address_Did_You_MeanInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Address_Did_You_MeanInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Quiso decir ${i?.address}?`)
		}),
		{
			parts: /** @type {(inputs: Order_Address_Did_You_MeanInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Quiso decir " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.address) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: "?" }])
			})
		}
	)
);

export const order_address_use = /** @type {(inputs: Order_Address_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar esta dirección`)
};

export const order_auto_renew = /** @type {(inputs: Order_Auto_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar mi plan automáticamente cada año, con el descuento por renovación automática`)
};

export const order_back = /** @type {(inputs: Order_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atrás`)
};

export const order_billing_city = /** @type {(inputs: Order_Billing_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad de facturación`)
};

export const order_billing_city_required = /** @type {(inputs: Order_Billing_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ciudad de facturación es obligatoria.`)
};

export const order_billing_same = /** @type {(inputs: Order_Billing_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de facturación es la misma que la de la propiedad`)
};

export const order_billing_state = /** @type {(inputs: Order_Billing_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado de facturación`)
};

export const order_billing_state_required = /** @type {(inputs: Order_Billing_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado de facturación es obligatorio.`)
};

export const order_billing_street = /** @type {(inputs: Order_Billing_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de facturación`)
};

export const order_billing_street_required = /** @type {(inputs: Order_Billing_Street_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de facturación es obligatoria.`)
};

export const order_billing_zip = /** @type {(inputs: Order_Billing_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal de facturación`)
};

export const order_billing_zip_required = /** @type {(inputs: Order_Billing_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código postal de facturación es obligatorio.`)
};

export const order_buyers_credit = /** @type {((inputs: Order_Buyers_CreditInputs) => LocalizedString) & { parts: (inputs: Order_Buyers_CreditInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Buyers_CreditInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Crédito del comprador: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Order_Buyers_CreditInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Crédito del comprador: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_buyers_credit_applied = /** @type {((inputs: Order_Buyers_Credit_AppliedInputs) => LocalizedString) & { parts: (inputs: Order_Buyers_Credit_AppliedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Buyers_Credit_AppliedInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Crédito del comprador: ${i?.amount} aplicado a visitas de servicio prepagadas.`)
		}),
		{
			parts: /** @type {(inputs: Order_Buyers_Credit_AppliedInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Crédito del comprador: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " aplicado a visitas de servicio prepagadas." }])
			})
		}
	)
);

export const order_buyers_credit_apply = /** @type {(inputs: Order_Buyers_Credit_ApplyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Aplicarlo a ${i?.count} visita de servicio prepagada`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Aplicarlo a ${i?.count} visitas de servicio prepagadas`);
	return /** @type {LocalizedString} */ ("order_buyers_credit_apply");
};

export const order_card_enter = /** @type {(inputs: Order_Card_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingresar tarjeta`)
};

export const order_card_expired = /** @type {(inputs: Order_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El formulario de tarjeta venció. Ábralo de nuevo.`)
};

export const order_card_frame_title = /** @type {(inputs: Order_Card_Frame_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulario seguro de tarjeta`)
};

export const order_card_hint = /** @type {(inputs: Order_Card_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su tarjeta va directamente al formulario seguro de nuestro procesador de tarjetas; solo guardamos sus últimos cuatro dígitos.`)
};

export const order_card_label = /** @type {(inputs: Order_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} terminada en ${i?.lastFour}, vence ${i?.expires}`)
};

export const order_card_legend = /** @type {(inputs: Order_Card_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjeta`)
};

export const order_card_needs_email = /** @type {(inputs: Order_Card_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero ingrese su dirección de correo electrónico: la tarjeta se guarda para esa dirección.`)
};

export const order_card_offline = /** @type {(inputs: Order_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ingresar la tarjeta se necesita conexión. Conéctese a internet para ingresar su tarjeta; mientras tanto, puede completar el resto del formulario.`)
};

export const order_card_open_again = /** @type {(inputs: Order_Card_Open_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir de nuevo el formulario de tarjeta`)
};

export const order_card_open_failed = /** @type {(inputs: Order_Card_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el formulario de tarjeta. Inténtelo de nuevo.`)
};

export const order_card_open_lost = /** @type {(inputs: Order_Card_Open_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el formulario de tarjeta: se perdió la conexión. Inténtelo de nuevo.`)
};

export const order_card_opening = /** @type {(inputs: Order_Card_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo el formulario seguro de tarjeta…`)
};

export const order_card_read_failed = /** @type {(inputs: Order_Card_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos leer la tarjeta que guardó. Inténtelo de nuevo.`)
};

export const order_card_read_lost = /** @type {(inputs: Order_Card_Read_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos leer la tarjeta que guardó: se perdió la conexión. Inténtelo de nuevo.`)
};

export const order_card_reading = /** @type {(inputs: Order_Card_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo su tarjeta…`)
};

export const order_card_required = /** @type {(inputs: Order_Card_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese los datos de su tarjeta.`)
};

export const order_card_try_again = /** @type {(inputs: Order_Card_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const order_card_use_different = /** @type {(inputs: Order_Card_Use_DifferentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar otra tarjeta`)
};

export const order_check_body = /** @type {(inputs: Order_Check_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revise el pedido: ${i?.field} ${i?.problem}.`)
};

export const order_choose_plan_to_renew = /** @type {(inputs: Order_Choose_Plan_To_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija en su cuenta el plan que desea renovar.`)
};

export const order_choose_plan_to_upgrade = /** @type {(inputs: Order_Choose_Plan_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija en su cuenta el plan que desea mejorar.`)
};

export const order_choose_state = /** @type {(inputs: Order_Choose_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un estado`)
};

export const order_city = /** @type {(inputs: Order_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

export const order_city_required = /** @type {(inputs: Order_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ciudad es obligatoria.`)
};

export const order_close_date = /** @type {(inputs: Order_Close_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha estimada de cierre`)
};

export const order_close_date_required = /** @type {(inputs: Order_Close_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha estimada de cierre es obligatoria.`)
};

export const order_compare_adds = /** @type {(inputs: Order_Compare_AddsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo lo de ${i?.below}, y además`)
};

export const order_compare_adds_nothing = /** @type {(inputs: Order_Compare_Adds_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada más que ${i?.below}`)
};

export const order_compare_covers = /** @type {(inputs: Order_Compare_CoversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cubre`)
};

export const order_compare_intro = /** @type {(inputs: Order_Compare_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Del precio más bajo al más alto: lo que cada plan cubre además del plan anterior.`)
};

export const order_compare_lacks = /** @type {(inputs: Order_Compare_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No incluye de ${i?.below}`)
};

export const order_compare_plans = /** @type {(inputs: Order_Compare_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparar planes`)
};

export const order_confirm_owner_contract = /** @type {(inputs: Order_Confirm_Owner_ContractInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contrato ${i?.policyNumber}`)
};

export const order_confirm_owner_no = /** @type {(inputs: Order_Confirm_Owner_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este no es mi pedido`)
};

export const order_confirm_owner_note = /** @type {(inputs: Order_Confirm_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no es suyo, el pedido se cancela y se devuelve cualquier pago.`)
};

export const order_confirm_owner_question = /** @type {(inputs: Order_Confirm_Owner_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien que no había iniciado sesión en su cuenta hizo un pedido de garantía de vivienda para su vivienda con su dirección de correo electrónico. ¿Es suyo?`)
};

export const order_confirm_owner_title = /** @type {(inputs: Order_Confirm_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme su pedido`)
};

export const order_confirm_owner_yes = /** @type {(inputs: Order_Confirm_Owner_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, agréguelo a mi cuenta`)
};

export const order_confirmation_agent_lead = /** @type {(inputs: Order_Confirmation_Agent_LeadInputs) => LocalizedString} */ (i) => {
	if (i?.client === "seller") return /** @type {LocalizedString} */ (`El pedido de su vendedor está hecho. Gracias por hacer su pedido con ${i?.brand}.`);
	return /** @type {LocalizedString} */ (`El pedido de su comprador está hecho. Gracias por hacer su pedido con ${i?.brand}.`)
	
};

export const order_confirmation_amount_paid = /** @type {(inputs: Order_Confirmation_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto pagado`)
};

export const order_confirmation_coverage_starts = /** @type {(inputs: Order_Confirmation_Coverage_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cobertura comienza`)
};

export const order_confirmation_monthly_payment = /** @type {(inputs: Order_Confirmation_Monthly_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago mensual`)
};

export const order_confirmation_next_title = /** @type {(inputs: Order_Confirmation_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué sigue`)
};

export const order_confirmation_none = /** @type {(inputs: Order_Confirmation_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ningún pedido reciente para mostrar en esta pestaña del navegador.`)
};

export const order_confirmation_policy_number = /** @type {(inputs: Order_Confirmation_Policy_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de póliza`)
};

export const order_confirmation_start = /** @type {(inputs: Order_Confirmation_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar un pedido`)
};

export const order_confirmation_starts_at_close = /** @type {(inputs: Order_Confirmation_Starts_At_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comienza al cierre del escrow`)
};

export const order_confirmation_title = /** @type {(inputs: Order_Confirmation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmación del pedido`)
};

export const order_consumer_description = /** @type {(inputs: Order_Consumer_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida una garantía para la vivienda de su propiedad: escriba su código postal para ver los planes y precios de su estado, elija su cobertura y pague en línea.`)
};

export const order_contact_email = /** @type {(inputs: Order_Contact_EmailInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Correo electrónico del vendedor`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Correo electrónico del comprador`);
	return /** @type {LocalizedString} */ (`Correo electrónico del propietario`)
	
};

export const order_contact_first_name = /** @type {(inputs: Order_Contact_First_NameInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Nombre del vendedor`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Nombre del comprador`);
	return /** @type {LocalizedString} */ (`Nombre del propietario`)
	
};

export const order_contact_last_name = /** @type {(inputs: Order_Contact_Last_NameInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Apellido del vendedor`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Apellido del comprador`);
	return /** @type {LocalizedString} */ (`Apellido del propietario`)
	
};

export const order_contact_phone = /** @type {(inputs: Order_Contact_PhoneInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Teléfono del vendedor`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Teléfono del comprador`);
	return /** @type {LocalizedString} */ (`Teléfono del propietario`)
	
};

export const order_contact_preferences = /** @type {(inputs: Order_Contact_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferencias de contacto`)
};

export const order_contact_sms = /** @type {(inputs: Order_Contact_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíenme actualizaciones por mensaje de texto sobre mi plan y mis reparaciones`)
};

export const order_contact_sms_hint = /** @type {(inputs: Order_Contact_Sms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjelo vacío para usar el teléfono de arriba.`)
};

export const order_contact_sms_phone = /** @type {(inputs: Order_Contact_Sms_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de celular para mensajes de texto`)
};

export const order_contact_welcome_call = /** @type {(inputs: Order_Contact_Welcome_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me gustaría recibir una llamada de bienvenida para repasar mi cobertura`)
};

export const order_convert_failed = /** @type {(inputs: Order_Convert_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos cargar la cobertura durante la venta que se va a convertir. Llámenos al ${i?.phone}.`)
};

export const order_coupon_applied = /** @type {(inputs: Order_Coupon_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cupón ${i?.code} aplicado.`)
};

export const order_coupon_applied_amount = /** @type {(inputs: Order_Coupon_Applied_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cupón ${i?.code} aplicado: ${i?.amount} de descuento.`)
};

export const order_coupon_apply = /** @type {(inputs: Order_Coupon_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar`)
};

export const order_coupon_checking = /** @type {(inputs: Order_Coupon_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
};

export const order_coupon_code = /** @type {(inputs: Order_Coupon_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de cupón`)
};

export const order_coverage_length = /** @type {(inputs: Order_Coverage_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración de la cobertura`)
};

export const order_create_password_failed = /** @type {(inputs: Order_Create_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el correo electrónico. Inténtelo de nuevo.`)
};

export const order_create_password_sent = /** @type {(inputs: Order_Create_Password_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos a ${i?.email} un enlace para crear su contraseña. Funciona una sola vez, dentro de 30 minutos.`)
};

export const order_create_password_text = /** @type {(inputs: Order_Create_Password_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su cuenta usa ${i?.email}. Cree una contraseña para ver su contrato y solicitar reparaciones en línea; el correo electrónico del pedido también incluye un enlace.`)
};

export const order_create_password_title = /** @type {(inputs: Order_Create_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cree su contraseña`)
};

export const order_credit_apply = /** @type {(inputs: Order_Credit_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar mi crédito a este pedido`)
};

export const order_credit_available = /** @type {((inputs: Order_Credit_AvailableInputs) => LocalizedString) & { parts: (inputs: Order_Credit_AvailableInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Credit_AvailableInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Crédito disponible: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Order_Credit_AvailableInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Crédito disponible: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_declined = /** @type {((inputs: Order_DeclinedInputs) => LocalizedString) & { parts: (inputs: Order_DeclinedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_DeclinedInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Su tarjeta fue rechazada. No se hizo ningún pedido ni se cobró nada. Ingrese otra tarjeta y vuelva a hacer el pedido.`)
		}),
		{
			parts: /** @type {(inputs: Order_DeclinedInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: "Su tarjeta fue rechazada." }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " No se hizo ningún pedido ni se cobró nada. Ingrese otra tarjeta y vuelva a hacer el pedido." }])
			})
		}
	)
);

export const order_due_at_closing = /** @type {(inputs: Order_Due_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pagar al cierre`)
};

export const order_due_now = /** @type {(inputs: Order_Due_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pagar ahora`)
};

export const order_due_today = /** @type {(inputs: Order_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pagar hoy`)
};

export const order_enter_another_card = /** @type {(inputs: Order_Enter_Another_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingresar otra tarjeta`)
};

export const order_escrow_company = /** @type {(inputs: Order_Escrow_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compañía de escrow o de títulos`)
};

export const order_escrow_note = /** @type {(inputs: Order_Escrow_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El plan se paga a través del depósito en garantía (escrow) al cierre: no se cobra nada ahora. La cobertura comienza al cierre del escrow. Enviamos la factura por correo electrónico al oficial de escrow o de título, con un enlace para pagarla.`)
};

export const order_escrow_officer = /** @type {(inputs: Order_Escrow_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficial de escrow o de título`)
};

export const order_escrow_officer_change = /** @type {(inputs: Order_Escrow_Officer_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar el oficial de escrow`)
};

export const order_escrow_officer_chosen = /** @type {(inputs: Order_Escrow_Officer_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviamos la factura al oficial de escrow que eligió en Socios:`)
};

export const order_escrow_officer_email = /** @type {(inputs: Order_Escrow_Officer_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico del oficial`)
};

export const order_escrow_officer_name = /** @type {(inputs: Order_Escrow_Officer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del oficial`)
};

export const order_failed_connection = /** @type {(inputs: Order_Failed_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se perdió la conexión antes de que se confirmara el pedido. Inténtelo de nuevo cuando esté en línea: enviarlo otra vez nunca hace el pedido dos veces.`)
};

export const order_failed_unknown = /** @type {(inputs: Order_Failed_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Su pedido no se hizo.`)
};

export const order_failed_with_reason = /** @type {(inputs: Order_Failed_With_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} Su pedido no se hizo.`)
};

export const order_first_name_required = /** @type {(inputs: Order_First_Name_RequiredInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`El nombre del vendedor es obligatorio.`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`El nombre del comprador es obligatorio.`);
	return /** @type {LocalizedString} */ (`El nombre del propietario es obligatorio.`)
	
};

export const order_for_buyer = /** @type {(inputs: Order_For_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprador`)
};

export const order_for_legend = /** @type {(inputs: Order_For_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este pedido es para`)
};

export const order_for_seller = /** @type {(inputs: Order_For_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El vendedor: cobertura durante la venta, mientras la vivienda está a la venta`)
};

export const order_go_to_account = /** @type {(inputs: Order_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a su cuenta`)
};

export const order_kept_why = /** @type {(inputs: Order_Kept_WhyInputs) => LocalizedString} */ (i) => {
	if (i?.paymentType === "monthly") return /** @type {LocalizedString} */ (`Al mejorar el plan se conservan su forma de pago (mensual) y su plazo.`);
	if (i?.paymentType === "full") return /** @type {LocalizedString} */ (`Al mejorar el plan se conservan su forma de pago (pago completo) y su plazo.`);
	return /** @type {LocalizedString} */ (`Al mejorar el plan se conservan su forma de pago (al cierre) y su plazo.`)
	
};

export const order_last_name_required = /** @type {(inputs: Order_Last_Name_RequiredInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`El apellido del vendedor es obligatorio.`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`El apellido del comprador es obligatorio.`);
	return /** @type {LocalizedString} */ (`El apellido del propietario es obligatorio.`)
	
};

export const order_limits_covered = /** @type {(inputs: Order_Limits_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cubierto`)
};

export const order_limits_failed = /** @type {(inputs: Order_Limits_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los límites y exclusiones. Inténtelo de nuevo.`)
};

export const order_limits_limits = /** @type {(inputs: Order_Limits_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Límites`)
};

export const order_limits_link = /** @type {(inputs: Order_Limits_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Límites y exclusiones`)
};

export const order_limits_not_covered = /** @type {(inputs: Order_Limits_Not_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cubierto`)
};

export const order_limits_title = /** @type {(inputs: Order_Limits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Límites y exclusiones`)
};

export const order_loading = /** @type {(inputs: Order_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

export const order_loading_plan = /** @type {(inputs: Order_Loading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando su plan…`)
};

export const order_login = /** @type {(inputs: Order_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const order_login_to_renew = /** @type {(inputs: Order_Login_To_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión para renovar su plan.`)
};

export const order_login_to_upgrade = /** @type {(inputs: Order_Login_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión para mejorar su plan.`)
};

export const order_next_account = /** @type {(inputs: Order_Next_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su contrato y los detalles de su cobertura están en su cuenta, con la dirección de correo electrónico ${i?.email}.`)
};

export const order_next_agent_account = /** @type {(inputs: Order_Next_Agent_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pedido está en su cuenta junto con sus demás pedidos.`)
};

export const order_next_agent_emailed = /** @type {(inputs: Order_Next_Agent_EmailedInputs) => LocalizedString} */ (i) => {
	if (i?.client === "seller") return /** @type {LocalizedString} */ (`Enviamos el pedido por correo electrónico a su vendedor a ${i?.email}, con un enlace para crear su contraseña si es un cliente nuevo.`);
	return /** @type {LocalizedString} */ (`Enviamos el pedido por correo electrónico a su comprador a ${i?.email}, con un enlace para crear su contraseña si es un cliente nuevo.`)
	
};

export const order_next_agent_escrow = /** @type {(inputs: Order_Next_Agent_EscrowInputs) => LocalizedString} */ (i) => {
	if (i?.client === "seller") return /** @type {LocalizedString} */ (`El plan se factura al depósito en garantía (escrow): el total se paga al cierre.`);
	return /** @type {LocalizedString} */ (`El plan se factura al depósito en garantía (escrow): el total se paga al cierre, y la cobertura de su comprador comienza al cierre del escrow.`)
	
};

export const order_next_agent_paid = /** @type {(inputs: Order_Next_Agent_PaidInputs) => LocalizedString} */ (i) => {
	if (i?.client === "seller") return /** @type {LocalizedString} */ (`El plan está pagado; la cobertura de su vendedor comienza en la fecha indicada arriba.`);
	return /** @type {LocalizedString} */ (`El plan está pagado; la cobertura de su comprador comienza en la fecha indicada arriba.`)
	
};

export const order_next_awaiting_owner = /** @type {(inputs: Order_Next_Awaiting_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya hay una cuenta que usa ${i?.email}. Enviamos un correo electrónico a su titular para que confirme este pedido; cuando lo confirme, el pedido se agrega a su cuenta y se puede usar su cobertura. Si dice que no es suyo, se cancela y se devuelve el pago.`)
};

export const order_next_escrow = /** @type {(inputs: Order_Next_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El plan se factura al depósito en garantía (escrow) y se paga al cierre; la cobertura comienza al cierre del escrow.`)
};

export const order_next_keep_policy = /** @type {((inputs: Order_Next_Keep_PolicyInputs) => LocalizedString) & { parts: (inputs: Order_Next_Keep_PolicyInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Next_Keep_PolicyInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Guarde su número de póliza: lo necesita para solicitar una reparación. ¿Preguntas? Llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Order_Next_Keep_PolicyInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Guarde su número de póliza: lo necesita para solicitar una reparación. ¿Preguntas? Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const order_next_monthly = /** @type {(inputs: Order_Next_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se cobrarán ${i?.amount} a su tarjeta cada mes; el primer pago se cobró hoy.`)
};

export const order_next_paid_full = /** @type {(inputs: Order_Next_Paid_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su plan está pagado por completo durante todo su plazo.`)
};

export const order_next_step = /** @type {(inputs: Order_Next_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siguiente: ${i?.step}`)
};

export const order_no = /** @type {(inputs: Order_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const order_not_now = /** @type {(inputs: Order_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

export const order_not_priced = /** @type {(inputs: Order_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no pudimos calcular el precio de este pedido. Revise su conexión e inténtelo de nuevo.`)
};

export const order_now = /** @type {(inputs: Order_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir ahora`)
};

export const order_offline_card_needs_connection = /** @type {(inputs: Order_Offline_Card_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pago con tarjeta necesita conexión. Conéctese a internet para pagar con tarjeta, o elija escrow para hacer el pedido ahora y enviarlo cuando vuelva a estar en línea.`)
};

export const order_offline_needs_connection = /** @type {(inputs: Order_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Para hacer un pedido se necesita conexión.`)
};

export const order_offline_queued = /** @type {(inputs: Order_Offline_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. El pedido está guardado en este dispositivo y se hará en cuanto vuelva la conexión, al precio mostrado.`)
};

export const order_offline_save_failed = /** @type {(inputs: Order_Offline_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el pedido en este dispositivo.`)
};

export const order_options = /** @type {(inputs: Order_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opciones`)
};

export const order_options_need_plan = /** @type {(inputs: Order_Options_Need_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero elija un plan: las coberturas adicionales y las opciones dependen de él.`)
};

export const order_paid = /** @type {(inputs: Order_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forma de pago`)
};

export const order_partner_add_new = /** @type {(inputs: Order_Partner_Add_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agregar un nuevo ${i?.role}`)
};

export const order_partner_call_us = /** @type {(inputs: Order_Partner_Call_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llámenos al ${i?.phone} para recibir ayuda.`)
};

export const order_partner_change = /** @type {((inputs: Order_Partner_ChangeInputs) => LocalizedString) & { parts: (inputs: Order_Partner_ChangeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_ChangeInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Cambiar ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_ChangeInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Cambiar" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_partner_choose = /** @type {(inputs: Order_Partner_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir`)
};

export const order_partner_company = /** @type {(inputs: Order_Partner_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empresa`)
};

export const order_partner_email = /** @type {(inputs: Order_Partner_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const order_partner_find = /** @type {((inputs: Order_Partner_FindInputs) => LocalizedString) & { parts: (inputs: Order_Partner_FindInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_FindInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Buscar ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_FindInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Buscar" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_partner_find_title = /** @type {(inputs: Order_Partner_Find_TitleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "buyerAgent") return /** @type {LocalizedString} */ (`Buscar un agente del comprador`);
	if (i?.role === "sellerAgent") return /** @type {LocalizedString} */ (`Buscar un agente del vendedor`);
	if (i?.role === "titleCompany") return /** @type {LocalizedString} */ (`Buscar un oficial de escrow`);
	if (i?.role === "loanOfficer") return /** @type {LocalizedString} */ (`Buscar un oficial de préstamos`);
	return /** @type {LocalizedString} */ (`Buscar un asistente de agente`)
	
};

export const order_partner_login_to_add = /** @type {(inputs: Order_Partner_Login_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicie sesión para agregar un nuevo ${i?.role}`)
};

export const order_partner_name = /** @type {(inputs: Order_Partner_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const order_partner_name_required = /** @type {(inputs: Order_Partner_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio.`)
};

export const order_partner_no_match = /** @type {(inputs: Order_Partner_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún ${i?.role} coincide con “${i?.term}”.`)
};

export const order_partner_none = /** @type {(inputs: Order_Partner_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno elegido`)
};

export const order_partner_not_listed = /** @type {(inputs: Order_Partner_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No aparece en la lista?`)
};

export const order_partner_noun = /** @type {(inputs: Order_Partner_NounInputs) => LocalizedString} */ (i) => {
	if (i?.role === "buyerAgent") return /** @type {LocalizedString} */ (`agente del comprador`);
	if (i?.role === "sellerAgent") return /** @type {LocalizedString} */ (`agente del vendedor`);
	if (i?.role === "titleCompany") return /** @type {LocalizedString} */ (`oficial de escrow`);
	if (i?.role === "loanOfficer") return /** @type {LocalizedString} */ (`oficial de préstamos`);
	return /** @type {LocalizedString} */ (`asistente de agente`)
	
};

export const order_partner_phone = /** @type {(inputs: Order_Partner_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

export const order_partner_remove = /** @type {((inputs: Order_Partner_RemoveInputs) => LocalizedString) & { parts: (inputs: Order_Partner_RemoveInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_RemoveInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Quitar ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_RemoveInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Quitar" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_partner_results = /** @type {(inputs: Order_Partner_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados de la búsqueda`)
};

export const order_partner_save = /** @type {(inputs: Order_Partner_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar y elegir`)
};

export const order_partner_saving = /** @type {(inputs: Order_Partner_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

export const order_partner_search = /** @type {(inputs: Order_Partner_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const order_partner_search_failed = /** @type {(inputs: Order_Partner_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda falló. Inténtelo de nuevo.`)
};

export const order_partner_search_hint = /** @type {(inputs: Order_Partner_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al menos 2 caracteres.`)
};

export const order_partner_search_label = /** @type {(inputs: Order_Partner_Search_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre o empresa del ${i?.role}`)
};

export const order_partner_searching = /** @type {(inputs: Order_Partner_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando…`)
};

export const order_partner_site_text = /** @type {((inputs: Order_Partner_Site_TextInputs) => LocalizedString) & { parts: (inputs: Order_Partner_Site_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_Site_TextInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Los planes se piden en el sitio de nuestro socio. Si no se abre solo, continúe a la página de garantías de nuestro socio.`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_Site_TextInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Los planes se piden en el sitio de nuestro socio. Si no se abre solo, " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "continúe a la página de garantías de nuestro socio" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const order_partner_site_title = /** @type {(inputs: Order_Partner_Site_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pedido continúa con nuestro socio`)
};

export const order_party_legend = /** @type {(inputs: Order_Party_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soy`)
};

export const order_party_required = /** @type {(inputs: Order_Party_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique quién hace el pedido.`)
};

export const order_pay_escrow = /** @type {(inputs: Order_Pay_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar al cierre (escrow)`)
};

export const order_pay_full = /** @type {(inputs: Order_Pay_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar el total ahora con tarjeta`)
};

export const order_pay_legend = /** @type {(inputs: Order_Pay_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo desea pagar?`)
};

export const order_pay_monthly = /** @type {(inputs: Order_Pay_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensualmente con tarjeta`)
};

export const order_pay_needs_email = /** @type {(inputs: Order_Pay_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero ingrese la dirección de correo electrónico en el paso Contactos: la tarjeta se guarda para esa dirección.`)
};

export const order_place = /** @type {(inputs: Order_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer el pedido`)
};

export const order_placing = /** @type {(inputs: Order_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando su pedido…`)
};

export const order_plan_choose = /** @type {(inputs: Order_Plan_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ELEGIR`)
};

export const order_plan_choose_label = /** @type {(inputs: Order_Plan_Choose_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ELEGIR: ${i?.name}`)
};

export const order_plan_current = /** @type {(inputs: Order_Plan_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su plan actual`)
};

export const order_plan_hide_details = /** @type {(inputs: Order_Plan_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar detalles de la cobertura`)
};

export const order_plan_listing_coverage = /** @type {(inputs: Order_Plan_Listing_CoverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cobertura durante la venta: ${i?.text}`)
};

export const order_plan_load_error = /** @type {(inputs: Order_Plan_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los planes. Revise su conexión e inténtelo de nuevo.`)
};

export const order_plan_load_failed = /** @type {(inputs: Order_Plan_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar este plan. Revise su conexión e inténtelo de nuevo.`)
};

export const order_plan_loading = /** @type {(inputs: Order_Plan_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando planes…`)
};

export const order_plan_name_monthly = /** @type {(inputs: Order_Plan_Name_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PLAN ${i?.name}`)
};

export const order_plan_needs_property = /** @type {(inputs: Order_Plan_Needs_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero ingrese un código postal de nuestra área de servicio y el tipo de propiedad: los planes y los precios dependen de ellos.`)
};

export const order_plan_order_now = /** @type {(inputs: Order_Plan_Order_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PEDIR AHORA`)
};

export const order_plan_order_now_label = /** @type {(inputs: Order_Plan_Order_Now_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PEDIR AHORA: ${i?.name}`)
};

export const order_plan_required = /** @type {(inputs: Order_Plan_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un plan.`)
};

export const order_plan_see_details = /** @type {(inputs: Order_Plan_See_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver detalles de la cobertura`)
};

export const order_plan_selected = /** @type {(inputs: Order_Plan_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SELECCIONADO`)
};

export const order_plan_selected_label = /** @type {(inputs: Order_Plan_Selected_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seleccionado: ${i?.name}`)
};

export const order_prepaid_calls = /** @type {(inputs: Order_Prepaid_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas de visita de servicio prepagadas`)
};

export const order_prepaid_none = /** @type {(inputs: Order_Prepaid_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna`)
};

export const order_price_buyers_credit_left = /** @type {(inputs: Order_Price_Buyers_Credit_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédito del comprador que queda en el presupuesto`)
};

export const order_price_changed_confirm = /** @type {(inputs: Order_Price_Changed_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El total de este pedido ahora es ${i?.total} (${i?.monthly}/mes); antes era ${i?.was}.
¿Desea hacer el pedido al nuevo precio?`)
};

export const order_price_changed_title = /** @type {(inputs: Order_Price_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio cambió`)
};

export const order_price_choose_plan = /** @type {(inputs: Order_Price_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un plan para ver su precio`)
};

export const order_price_details = /** @type {(inputs: Order_Price_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles`)
};

export const order_price_due_at_closing_amount = /** @type {(inputs: Order_Price_Due_At_Closing_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A pagar al cierre: ${i?.amount}`)
};

export const order_price_due_now_amount = /** @type {(inputs: Order_Price_Due_Now_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A pagar ahora: ${i?.amount}`)
};

export const order_price_due_today_amount = /** @type {(inputs: Order_Price_Due_Today_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A pagar hoy: ${i?.amount}`)
};

export const order_price_failed = /** @type {(inputs: Order_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el precio. Se volverá a intentar cuando algo cambie.`)
};

export const order_price_hide = /** @type {(inputs: Order_Price_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar`)
};

export const order_price_monthly = /** @type {(inputs: Order_Price_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}/mes`)
};

export const order_price_monthly_total = /** @type {(inputs: Order_Price_Monthly_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total mensual`)
};

export const order_price_offline_estimate = /** @type {(inputs: Order_Price_Offline_EstimateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio sin conexión: el servidor lo confirma cuando se envía el pedido`)
};

export const order_price_summary_label = /** @type {(inputs: Order_Price_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen del precio`)
};

export const order_price_total = /** @type {(inputs: Order_Price_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const order_price_total_due_at_closing = /** @type {(inputs: Order_Price_Total_Due_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total a pagar al cierre`)
};

export const order_price_total_paid_in_full = /** @type {(inputs: Order_Price_Total_Paid_In_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total ${i?.total}, pagado de una vez · ${i?.monthly}/mes si paga mensualmente`)
};

export const order_price_total_paid_monthly = /** @type {(inputs: Order_Price_Total_Paid_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.monthly}/mes: ${i?.monthlyYear} al año · ${i?.total} si paga de una vez`)
};

export const order_price_unavailable = /** @type {(inputs: Order_Price_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio no disponible`)
};

export const order_price_updating = /** @type {(inputs: Order_Price_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizando el precio…`)
};

export const order_price_updating_short = /** @type {(inputs: Order_Price_Updating_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`actualizando…`)
};

export const order_price_upgrade_unavailable = /** @type {(inputs: Order_Price_Upgrade_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio de la mejora del plan no disponible`)
};

export const order_price_yearly = /** @type {(inputs: Order_Price_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}/año`)
};

export const order_property_state_hint = /** @type {(inputs: Order_Property_State_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estado: ${i?.state}`)
};

export const order_property_type = /** @type {(inputs: Order_Property_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de propiedad`)
};

export const order_property_type_required = /** @type {(inputs: Order_Property_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El tipo de propiedad es obligatorio.`)
};

export const order_queued_clear = /** @type {(inputs: Order_Queued_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar`)
};

export const order_queued_describe = /** @type {(inputs: Order_Queued_DescribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer un pedido`)
};

export const order_queued_discard = /** @type {(inputs: Order_Queued_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

export const order_queued_line = /** @type {((inputs: Order_Queued_LineInputs) => LocalizedString) & { parts: (inputs: Order_Queued_LineInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Queued_LineInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.plan} para ${i?.owner}, ${i?.address}: ${i?.total}`)
		}),
		{
			parts: /** @type {(inputs: Order_Queued_LineInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.plan) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " para " }, { type: "text", value: String(i?.owner) }, { type: "text", value: ", " }, { type: "text", value: String(i?.address) }, { type: "text", value: ": " }, { type: "text", value: String(i?.total) }])
			})
		}
	)
);

export const order_queued_not_placed = /** @type {(inputs: Order_Queued_Not_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se hizo el pedido`)
};

export const order_queued_offline = /** @type {(inputs: Order_Queued_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Los pedidos en espera se harán cuando vuelva la conexión.`)
};

export const order_queued_placed = /** @type {(inputs: Order_Queued_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hecho: contrato ${i?.policyNumber}`)
};

export const order_queued_price_changed = /** @type {(inputs: Order_Queued_Price_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este pedido ahora cuesta ${i?.total}; antes costaba ${i?.was}.
¿Desea hacerlo al nuevo precio?`)
};

export const order_queued_price_failed = /** @type {(inputs: Order_Queued_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el nuevo precio. Inténtelo de nuevo.`)
};

export const order_queued_refused = /** @type {(inputs: Order_Queued_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pedido no fue aceptado.`)
};

export const order_queued_review_price = /** @type {(inputs: Order_Queued_Review_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar el nuevo precio`)
};

export const order_queued_send_now = /** @type {(inputs: Order_Queued_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar ahora`)
};

export const order_queued_title = /** @type {(inputs: Order_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos guardados en este dispositivo`)
};

export const order_queued_waiting = /** @type {(inputs: Order_Queued_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera de envío`)
};

export const order_quick_budget = /** @type {(inputs: Order_Quick_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto del presupuesto`)
};

export const order_quick_button = /** @type {(inputs: Order_Quick_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido rápido`)
};

export const order_quick_failed = /** @type {(inputs: Order_Quick_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo hacer el pedido rápido. Inténtelo de nuevo.`)
};

export const order_quick_finding = /** @type {(inputs: Order_Quick_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando su plan…`)
};

export const order_quick_heading = /** @type {(inputs: Order_Quick_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulario de pedido rápido de garantía de vivienda`)
};

export const order_quick_listing = /** @type {(inputs: Order_Quick_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura durante la venta para el vendedor`)
};

export const order_quick_no_plan_fits = /** @type {(inputs: Order_Quick_No_Plan_FitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún plan se ajusta a este presupuesto para esta vivienda.`)
};

export const order_quick_offline_no_plans = /** @type {(inputs: Order_Quick_Offline_No_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión y los planes para esta vivienda no están guardados en este dispositivo. Inténtelo de nuevo cuando vuelva a estar en línea.`)
};

export const order_quick_plan_change = /** @type {(inputs: Order_Quick_Plan_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar de plan`)
};

export const order_quick_plan_chosen = /** @type {(inputs: Order_Quick_Plan_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El pedido rápido eligió ${i?.plan}.`)
};

export const order_quick_state_required = /** @type {(inputs: Order_Quick_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado es obligatorio.`)
};

export const order_quick_summary = /** @type {(inputs: Order_Quick_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido rápido`)
};

export const order_real_estate_description = /** @type {(inputs: Order_Real_Estate_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida una garantía de vivienda para una compraventa, para el comprador o el vendedor: escriba el código postal de la propiedad para ver los planes y precios, y pague en línea o al cierre.`)
};

export const order_recent_purchase_legend = /** @type {(inputs: Order_Recent_Purchase_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Compró esta vivienda en los últimos 30 días?`)
};

export const order_recent_purchase_note = /** @type {(inputs: Order_Recent_Purchase_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como comprador reciente de vivienda, usted elige entre nuestros planes de bienes raíces, como comprador de la vivienda y con pago completo.`)
};

export const order_remove = /** @type {(inputs: Order_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

export const order_review_addon = /** @type {(inputs: Order_Review_AddonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura adicional`)
};

export const order_review_buyer = /** @type {(inputs: Order_Review_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprador`)
};

export const order_review_card_ending = /** @type {(inputs: Order_Review_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tarjeta terminada en ${i?.lastFour}`)
};

export const order_review_close_date = /** @type {(inputs: Order_Review_Close_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fecha estimada de cierre: ${i?.date}`)
};

export const order_review_coupon = /** @type {(inputs: Order_Review_CouponInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cupón ${i?.code}`)
};

export const order_review_edit = /** @type {((inputs: Order_Review_EditInputs) => LocalizedString) & { parts: (inputs: Order_Review_EditInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Review_EditInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Editar ${i?.part}`)
		}),
		{
			parts: /** @type {(inputs: Order_Review_EditInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Editar" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.part) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_review_no_plan = /** @type {(inputs: Order_Review_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún plan elegido`)
};

export const order_review_ordered_by = /** @type {(inputs: Order_Review_Ordered_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pedido por: ${i?.party}`)
};

export const order_review_owner = /** @type {(inputs: Order_Review_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietario`)
};

export const order_review_price = /** @type {(inputs: Order_Review_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const order_review_price_later = /** @type {(inputs: Order_Review_Price_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio aparece aquí una vez que elija un plan.`)
};

export const order_review_seller = /** @type {(inputs: Order_Review_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vendedor`)
};

export const order_review_service_fee = /** @type {(inputs: Order_Review_Service_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tarifa de visita de servicio de ${i?.fee}`)
};

export const order_role_agent_assistant = /** @type {(inputs: Order_Role_Agent_AssistantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistente de agente`)
};

export const order_role_buyer_agent = /** @type {(inputs: Order_Role_Buyer_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agente del comprador`)
};

export const order_role_escrow_officer = /** @type {(inputs: Order_Role_Escrow_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficial de escrow`)
};

export const order_role_home_buyer = /** @type {(inputs: Order_Role_Home_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprador de vivienda`)
};

export const order_role_listing_agent = /** @type {(inputs: Order_Role_Listing_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agente del vendedor`)
};

export const order_role_loan_officer = /** @type {(inputs: Order_Role_Loan_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficial de préstamos`)
};

export const order_seller_first_name = /** @type {(inputs: Order_Seller_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del vendedor (opcional)`)
};

export const order_seller_last_name = /** @type {(inputs: Order_Seller_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellido del vendedor (opcional)`)
};

export const order_sending = /** @type {(inputs: Order_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const order_service_fee = /** @type {(inputs: Order_Service_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa de visita de servicio`)
};

export const order_service_fee_fact = /** @type {((inputs: Order_Service_Fee_FactInputs) => LocalizedString) & { parts: (inputs: Order_Service_Fee_FactInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Service_Fee_FactInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Tarifa de visita de servicio: ${i?.fee}`)
		}),
		{
			parts: /** @type {(inputs: Order_Service_Fee_FactInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Tarifa de visita de servicio: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.fee) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const order_service_fee_offset = /** @type {(inputs: Order_Service_Fee_OffsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} (${i?.offset}/año)`)
};

export const order_site_plans_for = /** @type {(inputs: Order_Site_Plans_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar planes para`)
};

export const order_sms_phone_incomplete = /** @type {(inputs: Order_Sms_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un número de celular completo para recibir mensajes de texto.`)
};

export const order_something_wrong = /** @type {(inputs: Order_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Inténtelo de nuevo.`)
};

export const order_sqft_or_more = /** @type {(inputs: Order_Sqft_Or_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} o más pies cuadrados`)
};

export const order_sqft_range = /** @type {(inputs: Order_Sqft_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} - ${i?.to} pies cuadrados`)
};

export const order_square_footage = /** @type {(inputs: Order_Square_FootageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Superficie en pies cuadrados`)
};

export const order_start_description = /** @type {(inputs: Order_Start_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida una garantía de vivienda como propietario o como profesional de bienes raíces: elija su opción y vea los planes y precios para su vivienda.`)
};

export const order_start_heading = /** @type {(inputs: Order_Start_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida una garantía de vivienda`)
};

export const order_start_title = /** @type {(inputs: Order_Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comience su pedido`)
};

export const order_state = /** @type {(inputs: Order_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const order_step_contacts = /** @type {(inputs: Order_Step_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactos`)
};

export const order_step_count = /** @type {(inputs: Order_Step_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paso ${i?.step} de ${i?.count}`)
};

export const order_step_options = /** @type {(inputs: Order_Step_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coberturas adicionales y opciones`)
};

export const order_step_partners = /** @type {(inputs: Order_Step_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Socios`)
};

export const order_step_payment = /** @type {(inputs: Order_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago`)
};

export const order_step_plan = /** @type {(inputs: Order_Step_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const order_step_property = /** @type {(inputs: Order_Step_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propiedad`)
};

export const order_step_review = /** @type {(inputs: Order_Step_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión`)
};

export const order_steps_label = /** @type {(inputs: Order_Steps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasos del pedido`)
};

export const order_street_address = /** @type {(inputs: Order_Street_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

export const order_terms_agree = /** @type {(inputs: Order_Terms_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acepto los términos y condiciones y el contrato de muestra.`)
};

export const order_terms_english = /** @type {(inputs: Order_Terms_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El contrato de muestra está disponible solo en inglés.`)
};

export const order_terms_read = /** @type {((inputs: Order_Terms_ReadInputs) => LocalizedString) & { parts: (inputs: Order_Terms_ReadInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Terms_ReadInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Lea los términos y condiciones y el contrato de muestra (cada uno se abre en una pestaña nueva).`)
		}),
		{
			parts: /** @type {(inputs: Order_Terms_ReadInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Lea los " }, { type: "markup-start", name: "terms", options: {}, attributes: {} }, { type: "text", value: "términos y condiciones" }, { type: "markup-end", name: "terms", options: {}, attributes: {} }, { type: "text", value: " y el " }, { type: "markup-start", name: "contract", options: {}, attributes: {} }, { type: "text", value: "contrato de muestra" }, { type: "markup-end", name: "contract", options: {}, attributes: {} }, { type: "text", value: " (cada uno se abre en una pestaña nueva)." }])
			})
		}
	)
);

export const order_terms_required = /** @type {(inputs: Order_Terms_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acepte los términos y condiciones y el contrato de muestra.`)
};

export const order_title_convert = /** @type {(inputs: Order_Title_ConvertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convertir a cobertura completa`)
};

export const order_title_new = /** @type {(inputs: Order_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir una garantía de vivienda`)
};

export const order_title_real_estate = /** @type {(inputs: Order_Title_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir una garantía de vivienda para bienes raíces`)
};

export const order_title_renew = /** @type {(inputs: Order_Title_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar su garantía de vivienda`)
};

export const order_title_upgrade = /** @type {(inputs: Order_Title_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar el plan de su garantía de vivienda`)
};

export const order_type_homeowner = /** @type {(inputs: Order_Type_HomeownerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietario de vivienda`)
};

export const order_type_real_estate = /** @type {(inputs: Order_Type_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profesional de bienes raíces`)
};

export const order_type_title = /** @type {(inputs: Order_Type_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cuál lo describe mejor?`)
};

export const order_unit_month = /** @type {(inputs: Order_Unit_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/mes`)
};

export const order_unit_optional = /** @type {(inputs: Order_Unit_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidad (opcional)`)
};

export const order_unit_year = /** @type {(inputs: Order_Unit_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/año`)
};

export const order_updating_the_price = /** @type {(inputs: Order_Updating_The_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizando el precio…`)
};

export const order_validation_ok = /** @type {(inputs: Order_Validation_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

export const order_years = /** @type {(inputs: Order_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} año`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} años`);
	return /** @type {LocalizedString} */ ("order_years");
};

export const order_yes = /** @type {(inputs: Order_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const order_zip_code = /** @type {(inputs: Order_Zip_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal`)
};

export const order_zip_invalid = /** @type {(inputs: Order_Zip_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un código postal válido.`)
};

export const page_frame_loading = /** @type {(inputs: Page_Frame_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

export const page_frame_noscript = /** @type {(inputs: Page_Frame_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página necesita JavaScript. Actívelo en la configuración de su navegador y vuelva a cargar la página.`)
};

export const plans_note_monthly = /** @type {(inputs: Plans_Note_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios mensuales en ${i?.state} para una casa unifamiliar de menos de 5,000 pies cuadrados. El precio de casas más grandes y de otros tipos de propiedad se calcula cuando hace su pedido.`)
};

export const plans_note_yearly = /** @type {(inputs: Plans_Note_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios anuales en ${i?.state} para una casa unifamiliar de menos de 5,000 pies cuadrados. El precio de casas más grandes y de otros tipos de propiedad se calcula cuando hace su pedido.`)
};

export const plans_state_label = /** @type {(inputs: Plans_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar precios para`)
};

export const privacy_centre_accept_all = /** @type {(inputs: Privacy_Centre_Accept_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar todo`)
};

export const privacy_centre_advertising_description = /** @type {(inputs: Privacy_Centre_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permiten que nuestros socios de publicidad usen identificadores y la actividad en internet de este sitio para mostrarle anuncios de nuestros planes en otros sitios. Desactívelo para excluirse de la venta o el intercambio de su información personal.`)
};

export const privacy_centre_advertising_name = /** @type {(inputs: Privacy_Centre_Advertising_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicidad: venta o intercambio de información personal`)
};

export const privacy_centre_analytics_description = /** @type {(inputs: Privacy_Centre_Analytics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miden qué páginas y campañas ayudan más a los visitantes, a partir de las páginas vistas y los enlaces en que se hace clic.`)
};

export const privacy_centre_analytics_name = /** @type {(inputs: Privacy_Centre_Analytics_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analíticas`)
};

export const privacy_centre_category_commercial = /** @type {(inputs: Privacy_Centre_Category_CommercialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información comercial`)
};

export const privacy_centre_category_identifiers = /** @type {(inputs: Privacy_Centre_Category_IdentifiersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificadores`)
};

export const privacy_centre_category_inferences = /** @type {(inputs: Privacy_Centre_Category_InferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inferencias`)
};

export const privacy_centre_category_internet_activity = /** @type {(inputs: Privacy_Centre_Category_Internet_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad en internet u otras redes electrónicas`)
};

export const privacy_centre_category_sensory = /** @type {(inputs: Privacy_Centre_Category_SensoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos sensoriales (de audio, electrónicos y visuales)`)
};

export const privacy_centre_functional_description = /** @type {(inputs: Privacy_Centre_Functional_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recuerdan sus preferencias en este sitio entre una visita y otra.`)
};

export const privacy_centre_functional_name = /** @type {(inputs: Privacy_Centre_Functional_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funcionales`)
};

export const privacy_centre_gpc_notice = /** @type {(inputs: Privacy_Centre_Gpc_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su navegador envía una señal de Global Privacy Control, así que la venta o el intercambio de su información personal está desactivado en este navegador, a menos que usted lo active aquí.`)
};

export const privacy_centre_intro = /** @type {(inputs: Privacy_Centre_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas opciones se aplican a las cookies y etiquetas de este sitio en este navegador. Recopilamos estas categorías de información personal:`)
};

export const privacy_centre_necessary_description = /** @type {(inputs: Privacy_Centre_Necessary_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantienen su sesión iniciada, protegen el sitio y recuerdan estas opciones. El sitio no puede funcionar sin ellas, por eso siempre están activadas.`)
};

export const privacy_centre_necessary_name = /** @type {(inputs: Privacy_Centre_Necessary_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estrictamente necesarias`)
};

export const privacy_centre_purposes_label = /** @type {(inputs: Privacy_Centre_Purposes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalidades`)
};

export const privacy_centre_read_more = /** @type {((inputs: Privacy_Centre_Read_MoreInputs) => LocalizedString) & { parts: (inputs: Privacy_Centre_Read_MoreInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Privacy_Centre_Read_MoreInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Lea más en nuestra Política de privacidad.`)
		}),
		{
			parts: /** @type {(inputs: Privacy_Centre_Read_MoreInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Lea más en nuestra " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Política de privacidad" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const privacy_centre_reject_all = /** @type {(inputs: Privacy_Centre_Reject_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar todo`)
};

export const privacy_centre_save = /** @type {(inputs: Privacy_Centre_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar opciones`)
};

export const privacy_centre_saved = /** @type {(inputs: Privacy_Centre_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus opciones de privacidad quedaron guardadas para este navegador.`)
};

export const privacy_centre_sold_or_shared = /** @type {(inputs: Privacy_Centre_Sold_Or_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(se vende o se comparte para publicidad)`)
};

export const privacy_choices_title = /** @type {(inputs: Privacy_Choices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus opciones de privacidad`)
};

export const push_body = /** @type {(inputs: Push_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra la aplicación para verlo.`)
};

export const push_cash_in_lieu_offered = /** @type {(inputs: Push_Cash_In_Lieu_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiene una oferta en efectivo para su solicitud de servicio`)
};

export const push_claim_status_changed = /** @type {(inputs: Push_Claim_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su solicitud de servicio se actualizó`)
};

export const push_device_denied = /** @type {(inputs: Push_Device_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las notificaciones están bloqueadas para este sitio. Permítalas en la configuración del sitio de su navegador y vuelva a activar esta opción.`)
};

export const push_device_failed = /** @type {(inputs: Push_Device_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cambiar las notificaciones en este momento. Inténtelo de nuevo.`)
};

export const push_device_not_allowed = /** @type {(inputs: Push_Device_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se permitieron las notificaciones, así que siguen apagadas en este dispositivo.`)
};

export const push_device_off = /** @type {(inputs: Push_Device_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reciba un aviso en este dispositivo cuando algo requiera su atención.`)
};

export const push_device_on = /** @type {(inputs: Push_Device_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este dispositivo le muestra un aviso cuando algo requiere su atención. Nunca muestra nombres ni direcciones.`)
};

export const push_device_title = /** @type {(inputs: Push_Device_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones en este dispositivo`)
};

export const push_device_unsupported = /** @type {(inputs: Push_Device_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no puede mostrar notificaciones de este sitio. En un iPhone o iPad, primero agregue el sitio a su pantalla de inicio y ábralo desde ahí.`)
};

export const push_technician_arrived = /** @type {(inputs: Push_Technician_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su técnico ya llegó`)
};

export const push_technician_authorization_approved = /** @type {(inputs: Push_Technician_Authorization_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se aprobó su solicitud de autorización`)
};

export const push_technician_authorization_declined = /** @type {(inputs: Push_Technician_Authorization_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rechazó su solicitud de autorización`)
};

export const push_technician_new_dispatch = /** @type {(inputs: Push_Technician_New_DispatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva asignación`)
};

export const push_technician_on_the_way = /** @type {(inputs: Push_Technician_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su técnico va en camino`)
};

export const push_technician_ticket_cancelled = /** @type {(inputs: Push_Technician_Ticket_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se canceló una asignación`)
};

export const push_technician_ticket_changed = /** @type {(inputs: Push_Technician_Ticket_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se actualizó una asignación`)
};

export const push_visit_complete = /** @type {(inputs: Push_Visit_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su técnico terminó el trabajo`)
};

export const push_visit_scheduled = /** @type {(inputs: Push_Visit_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su visita de reparación está programada`)
};

export const quote_banner_button = /** @type {(inputs: Quote_Banner_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener una cotización gratis`)
};

export const quote_banner_text = /** @type {((inputs: Quote_Banner_TextInputs) => LocalizedString) & { parts: (inputs: Quote_Banner_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Banner_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Cotizaciones gratis de garantía para viviendas en Arizona, Idaho, Nevada, Oregón, Texas y Utah, o llame al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Quote_Banner_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Cotizaciones gratis de garantía para viviendas en Arizona, Idaho, Nevada, Oregón, Texas y Utah, o llame al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const quote_banner_title = /** @type {(inputs: Quote_Banner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vea su precio en un minuto`)
};

export const quote_form_failed_text = /** @type {(inputs: Quote_Form_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos enviar su solicitud de cotización. Llámenos al ${i?.phone} y le ayudaremos de inmediato.`)
};

export const quote_form_label = /** @type {(inputs: Quote_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización`)
};

export const quote_form_recent_purchase = /** @type {(inputs: Quote_Form_Recent_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Compró la casa en los últimos 30 días?`)
};

export const quote_form_submit = /** @type {(inputs: Quote_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener mi cotización gratis`)
};

export const quote_form_thanks_text = /** @type {(inputs: Quote_Form_Thanks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estos son los planes y precios para su casa. ¿Preguntas? Llámenos al ${i?.phone}.`)
};

export const quote_form_thanks_title = /** @type {(inputs: Quote_Form_Thanks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias!`)
};

export const quote_section_call = /** @type {((inputs: Quote_Section_CallInputs) => LocalizedString) & { parts: (inputs: Quote_Section_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Section_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Prefiere hablar con alguien? Llame al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Quote_Section_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Prefiere hablar con alguien? Llame al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const quote_section_point_contractor = /** @type {(inputs: Quote_Section_Point_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un contratista con licencia asignado dentro de las 24 horas de un reclamo`)
};

export const quote_section_point_price = /** @type {(inputs: Quote_Section_Point_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes desde $35 al mes`)
};

export const quote_section_point_states = /** @type {(inputs: Quote_Section_Point_StatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servimos Arizona, Idaho, Nevada, Oregón, Texas y Utah`)
};

export const quote_section_text = /** @type {(inputs: Quote_Section_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntenos un poco sobre su casa y le mostraremos enseguida los planes y precios para ella. Sin compromiso y sin presión de ventas: una cotización toma más o menos un minuto.`)
};

export const quote_section_title = /** @type {(inputs: Quote_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Obtenga una cotización gratis de garantía de vivienda!`)
};

export const reps_call_label = /** @type {(inputs: Reps_Call_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llamar a ${i?.name} al ${i?.phone}`)
};

export const reps_email_label = /** @type {(inputs: Reps_Email_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribir a ${i?.name} por correo electrónico`)
};

export const reps_email_link = /** @type {(inputs: Reps_Email_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribir a ${i?.name}`)
};

export const reps_heading = /** @type {(inputs: Reps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conozca a su representante local`)
};

export const reps_intro = /** @type {(inputs: Reps_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestros representantes viven y trabajan en los mercados que atienden. Visitan oficinas, organizan almuerzos de capacitación, entregan folletos y ayudan con cualquier pedido. Elija su estado para encontrar al suyo.`)
};

export const reps_list_label = /** @type {(inputs: Reps_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Representantes en ${i?.state}`)
};

export const reps_load_failed = /** @type {(inputs: Reps_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar a los representantes en este momento. Vuelva a intentarlo más tarde.`)
};

export const reps_loading = /** @type {(inputs: Reps_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando representantes…`)
};

export const reps_location_timed_out = /** @type {(inputs: Reps_Location_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos encontrar su ubicación a tiempo. Elija su estado para ver a sus representantes.`)
};

export const reps_location_title = /** @type {(inputs: Reps_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación`)
};

export const reps_none = /** @type {(inputs: Reps_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía no tenemos un representante en ${i?.state}.`)
};

export const reps_photo_alt = /** @type {(inputs: Reps_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retrato de ${i?.name}`)
};

export const reps_state_label = /** @type {(inputs: Reps_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su estado`)
};

export const request_repair = /** @type {(inputs: Request_RepairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar reparación`)
};

export const resources_all = /** @type {(inputs: Resources_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los recursos`)
};

export const resources_breadcrumb = /** @type {(inputs: Resources_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta de navegación`)
};

export const resources_categories_label = /** @type {(inputs: Resources_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorías de recursos`)
};

export const resources_category_failed = /** @type {(inputs: Resources_Category_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar esta categoría. Revise su conexión y vuelva a intentarlo.`)
};

export const resources_link = /** @type {(inputs: Resources_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recursos`)
};

export const resources_list_failed = /** @type {(inputs: Resources_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar los artículos. Revise su conexión y vuelva a intentarlo.`)
};

export const resources_load_more = /** @type {(inputs: Resources_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargar más`)
};

export const resources_loading = /** @type {(inputs: Resources_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando artículos…`)
};

export const resources_newsletter_heading = /** @type {(inputs: Resources_Newsletter_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscríbase a nuestro boletín`)
};

export const resources_newsletter_label = /** @type {(inputs: Resources_Newsletter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const resources_newsletter_placeholder = /** @type {(inputs: Resources_Newsletter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombre@ejemplo.com`)
};

export const resources_newsletter_submit = /** @type {(inputs: Resources_Newsletter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse`)
};

export const resources_newsletter_text = /** @type {(inputs: Resources_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consejos de mantenimiento de temporada y noticias sobre la garantía de vivienda, más o menos una vez al mes.`)
};

export const resources_no_articles = /** @type {(inputs: Resources_No_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay artículos aquí.`)
};

export const resources_recent_heading = /** @type {(inputs: Resources_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recursos recientes sobre la garantía de vivienda`)
};

export const resources_recent_intro = /** @type {(inputs: Resources_Recent_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listas de mantenimiento, consejos de reparación y recomendaciones para comprar casa de parte de nuestro equipo.`)
};

export const resources_related = /** @type {(inputs: Resources_RelatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más en ${i?.category}`)
};

export const resources_retry = /** @type {(inputs: Resources_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a intentar`)
};

export const resources_share = /** @type {(inputs: Resources_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

export const resources_share_email = /** @type {(inputs: Resources_Share_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const resources_share_on = /** @type {(inputs: Resources_Share_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compartir en ${i?.network}`)
};

export const resources_share_title = /** @type {(inputs: Resources_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir este artículo`)
};

export const resources_title = /** @type {(inputs: Resources_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recursos sobre la garantía de vivienda`)
};

export const resources_unknown_category_text = /** @type {(inputs: Resources_Unknown_Category_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos esa categoría de recursos. Estos son nuestros artículos más recientes.`)
};

export const resources_unknown_category_title = /** @type {(inputs: Resources_Unknown_Category_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categoría no encontrada`)
};

export const reviews_contractor_heading = /** @type {(inputs: Reviews_Contractor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuche a nuestros contratistas`)
};

export const reviews_contractor_intro = /** @type {(inputs: Reviews_Contractor_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plomeros, electricistas y técnicos de climatización y electrodomésticos de nuestros seis estados cuentan cómo es trabajar con nuestra red.`)
};

export const reviews_customer_heading = /** @type {(inputs: Reviews_Customer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que dicen nuestros clientes`)
};

export const reviews_customer_intro = /** @type {(inputs: Reviews_Customer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras reales de personas cuyos calefactores, calentadores de agua y refrigeradores hemos reparado en Arizona, Idaho, Nevada, Oregón, Texas y Utah.`)
};

export const reviews_homeowner_heading = /** @type {(inputs: Reviews_Homeowner_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas de propietarios`)
};

export const reviews_homeowner_intro = /** @type {(inputs: Reviews_Homeowner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los propietarios nos dicen qué es lo más importante cuando algo se descompone: una respuesta rápida, un contratista que sí llega y una cuenta que no pasa de la tarifa de servicio.`)
};

export const reviews_load_failed = /** @type {(inputs: Reviews_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar las reseñas en este momento. Vuelva a intentarlo más tarde.`)
};

export const reviews_loading = /** @type {(inputs: Reviews_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando reseñas…`)
};

export const reviews_real_estate_heading = /** @type {(inputs: Reviews_Real_Estate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La confianza de los profesionales de bienes raíces`)
};

export const reviews_real_estate_intro = /** @type {(inputs: Reviews_Real_Estate_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agentes, corredores y oficiales de escrow hacen pedidos con nosotros porque la cobertura empieza a tiempo, los cierres se cumplen según lo previsto y sus clientes vuelven contentos.`)
};

export const reviews_show_all = /** @type {(inputs: Reviews_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar las ${i?.count} reseñas`)
};

export const reviews_show_fewer = /** @type {(inputs: Reviews_Show_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar menos reseñas`)
};

export const reviews_stars = /** @type {(inputs: Reviews_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} de 5 estrellas`)
};

export const sample_contract_description = /** @type {(inputs: Sample_Contract_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El contrato de servicio residencial de muestra de nuestros planes en su estado: qué cubre, qué no, reparaciones, renovación y cancelación.`)
};

export const sample_contract_loading = /** @type {(inputs: Sample_Contract_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el contrato de muestra…`)
};

export const sample_contract_missing = /** @type {(inputs: Sample_Contract_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar el contrato de muestra. Revise la conexión, o llámenos y se lo enviaremos.`)
};

export const sample_contract_pdf = /** @type {(inputs: Sample_Contract_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar el PDF`)
};

export const sample_contract_title = /** @type {(inputs: Sample_Contract_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrato de muestra`)
};

export const site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de garantía de vivienda para propietarios y profesionales de bienes raíces en Arizona, Idaho, Nevada, Oregón, Texas y Utah.`)
};

export const site_form_address = /** @type {(inputs: Site_Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

export const site_form_email = /** @type {(inputs: Site_Form_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const site_form_name = /** @type {(inputs: Site_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const site_form_no = /** @type {(inputs: Site_Form_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const site_form_phone = /** @type {(inputs: Site_Form_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

export const site_form_sending = /** @type {(inputs: Site_Form_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const site_form_yes = /** @type {(inputs: Site_Form_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const site_form_zip = /** @type {(inputs: Site_Form_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saltar al contenido`)
};

export const sms_cash_offer = /** @type {(inputs: Sms_Cash_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: tiene una oferta en efectivo por su reclamo. Véala y responda: ${i?.link}`)
};

export const sms_claim_decision = /** @type {(inputs: Sms_Claim_DecisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: hay una decision sobre su reclamo. Vea lo que cubre su plan: ${i?.link}`)
};

export const sms_help = /** @type {(inputs: Sms_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: mensajes sobre sus visitas de reparacion, reclamos y pagos. Responda STOP para no recibirlos. ¿Preguntas? Llame al ${i?.phone}.`)
};

export const sms_payment_failed = /** @type {(inputs: Sms_Payment_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: un pago de su plan no se pudo procesar. Por favor revise su tarjeta: ${i?.link}`)
};

export const sms_technician_on_the_way = /** @type {(inputs: Sms_Technician_On_The_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su técnico va en camino. Detalles: ${i?.link}`)
};

export const sms_technician_on_the_way_eta = /** @type {(inputs: Sms_Technician_On_The_Way_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su técnico va en camino, llega en unos ${i?.minutes} minutos. Detalles: ${i?.link}`)
};

export const sms_visit_booked = /** @type {(inputs: Sms_Visit_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su visita de reparacion esta programada. Vea el dia y la hora: ${i?.link}`)
};

export const sms_visit_moved = /** @type {(inputs: Sms_Visit_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: su visita de reparacion tiene una nueva hora. Véala: ${i?.link}`)
};

export const social_new_tab = /** @type {(inputs: Social_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(se abre en una pestaña nueva)`)
};

export const state_notice_form_choose = /** @type {(inputs: State_Notice_Form_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija…`)
};

export const state_notice_form_details = /** @type {(inputs: State_Notice_Form_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles (opcional): para una corrección, qué está mal y qué debería decir`)
};

export const state_notice_form_details_too_long = /** @type {(inputs: State_Notice_Form_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escriba los detalles en menos de ${i?.max} caracteres.`)
};

export const state_notice_form_email_invalid = /** @type {(inputs: State_Notice_Form_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico no es válido.`)
};

export const state_notice_form_email_required = /** @type {(inputs: State_Notice_Form_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico es obligatorio.`)
};

export const state_notice_form_failed_text = /** @type {(inputs: State_Notice_Form_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos enviar su solicitud. Vuelva a intentarlo o llámenos al ${i?.phone}.`)
};

export const state_notice_form_failed_title = /** @type {(inputs: State_Notice_Form_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud no enviada`)
};

export const state_notice_form_label = /** @type {(inputs: State_Notice_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de privacidad`)
};

export const state_notice_form_name_required = /** @type {(inputs: State_Notice_Form_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba su nombre.`)
};

export const state_notice_form_received = /** @type {(inputs: State_Notice_Form_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias. Recibimos su solicitud y le enviamos una confirmación por correo electrónico. Verificaremos su identidad y le responderemos dentro de 45 días.`)
};

export const state_notice_form_state = /** @type {(inputs: State_Notice_Form_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado donde vive`)
};

export const state_notice_form_state_invalid = /** @type {(inputs: State_Notice_Form_State_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un estado de EE. UU.`)
};

export const state_notice_form_state_required = /** @type {(inputs: State_Notice_Form_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija su estado.`)
};

export const state_notice_form_submit = /** @type {(inputs: State_Notice_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud`)
};

export const state_notice_form_type = /** @type {(inputs: State_Notice_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué está solicitando?`)
};

export const state_notice_form_type_access = /** @type {(inputs: State_Notice_Form_Type_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso a mi información`)
};

export const state_notice_form_type_correction = /** @type {(inputs: State_Notice_Form_Type_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrección de mi información`)
};

export const state_notice_form_type_deletion = /** @type {(inputs: State_Notice_Form_Type_DeletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminación de mi información`)
};

export const state_notice_form_type_required = /** @type {(inputs: State_Notice_Form_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija acceso, eliminación o corrección.`)
};

export const status_update_back = /** @type {(inputs: Status_Update_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atrás`)
};

export const status_update_book = /** @type {(inputs: Status_Update_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar este horario`)
};

export const status_update_book_failure = /** @type {(inputs: Status_Update_Book_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo reservar ese horario. Inténtelo de nuevo.`)
};

export const status_update_booked = /** @type {(inputs: Status_Update_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su visita quedó reservada: ${i?.day}, ${i?.time}`)
};

export const status_update_booked_now = /** @type {(inputs: Status_Update_Booked_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Horario reservado: ${i?.day}, ${i?.time}`)
};

export const status_update_booking = /** @type {(inputs: Status_Update_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservando…`)
};

export const status_update_cancel_button = /** @type {(inputs: Status_Update_Cancel_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la orden de trabajo`)
};

export const status_update_cancel_intro = /** @type {(inputs: Status_Update_Cancel_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ya no necesita la visita? Pídanos que cancelemos esta orden de trabajo.`)
};

export const status_update_cancel_prompt = /** @type {(inputs: Status_Update_Cancel_PromptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Díganos por qué se debe cancelar la orden de trabajo ${i?.workOrderId}.`)
};

export const status_update_cancel_reason = /** @type {(inputs: Status_Update_Cancel_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo de la cancelación`)
};

export const status_update_cancel_title = /** @type {(inputs: Status_Update_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar esta orden de trabajo`)
};

export const status_update_choose_all = /** @type {(inputs: Status_Update_Choose_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una fecha, una hora de inicio y una hora de fin para enviar.`)
};

export const status_update_closed = /** @type {(inputs: Status_Update_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta orden de trabajo está cerrada y ya no se puede cambiar.`)
};

export const status_update_date = /** @type {(inputs: Status_Update_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

export const status_update_date_hint = /** @type {(inputs: Status_Update_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde hoy hasta seis meses después.`)
};

export const status_update_date_range = /** @type {(inputs: Status_Update_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una fecha desde hoy hasta seis meses después.`)
};

export const status_update_end_window = /** @type {(inputs: Status_Update_End_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de fin`)
};

export const status_update_help = /** @type {((inputs: Status_Update_HelpInputs) => LocalizedString) & { parts: (inputs: Status_Update_HelpInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_HelpInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Necesita ayuda? Llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Status_Update_HelpInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Necesita ayuda? Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const status_update_intro = /** @type {(inputs: Status_Update_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija el día de la visita y su horario, y luego envíe. La orden de trabajo quedará marcada como programada.`)
};

export const status_update_load_failed = /** @type {(inputs: Status_Update_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar esta orden de trabajo. Revise su conexión e inténtelo de nuevo.`)
};

export const status_update_loading = /** @type {(inputs: Status_Update_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la orden de trabajo…`)
};

export const status_update_offline = /** @type {(inputs: Status_Update_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Para enviar se necesita conexión.`)
};

export const status_update_ready = /** @type {(inputs: Status_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo para enviar.`)
};

export const status_update_reason_required = /** @type {(inputs: Status_Update_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un motivo para enviar.`)
};

export const status_update_schedule_title = /** @type {(inputs: Status_Update_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programe la visita`)
};

export const status_update_start_window = /** @type {(inputs: Status_Update_Start_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de inicio`)
};

export const status_update_submit = /** @type {(inputs: Status_Update_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

export const status_update_submitting = /** @type {(inputs: Status_Update_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const status_update_title = /** @type {(inputs: Status_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar el estado de la orden de trabajo`)
};

export const status_update_try_again = /** @type {(inputs: Status_Update_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const status_update_windows_or = /** @type {(inputs: Status_Update_Windows_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O elija usted mismo un día y un horario abajo.`)
};

export const status_update_windows_title = /** @type {(inputs: Status_Update_Windows_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserve un horario disponible`)
};

export const status_update_work_order = /** @type {((inputs: Status_Update_Work_OrderInputs) => LocalizedString) & { parts: (inputs: Status_Update_Work_OrderInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_Work_OrderInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Orden de trabajo ${i?.workOrderId}`)
		}),
		{
			parts: /** @type {(inputs: Status_Update_Work_OrderInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Orden de trabajo " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.workOrderId) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

export const video_support_company = /** @type {(inputs: Video_Support_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empresa`)
};

export const video_support_consent_email = /** @type {(inputs: Video_Support_Consent_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acepto recibir correos electrónicos de ${i?.brand} y ${i?.service} sobre este servicio.`)
};

export const video_support_consent_hint = /** @type {(inputs: Video_Support_Consent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marque ambas casillas para enviar.`)
};

export const video_support_consent_privacy = /** @type {((inputs: Video_Support_Consent_PrivacyInputs) => LocalizedString) & { parts: (inputs: Video_Support_Consent_PrivacyInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Video_Support_Consent_PrivacyInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Acepto la política de datos y privacidad.`)
		}),
		{
			parts: /** @type {(inputs: Video_Support_Consent_PrivacyInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Acepto la " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "política de datos y privacidad" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

export const video_support_email = /** @type {(inputs: Video_Support_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const video_support_first_name = /** @type {(inputs: Video_Support_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const video_support_heading = /** @type {(inputs: Video_Support_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obtenga ${i?.service} para su equipo`)
};

export const video_support_intro = /** @type {(inputs: Video_Support_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} permite que sus técnicos vean el problema del propietario por video en vivo antes de enviar un camión. Cuéntenos sobre su empresa y configuraremos a su equipo.`)
};

export const video_support_last_name = /** @type {(inputs: Video_Support_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellido`)
};

export const video_support_phone = /** @type {(inputs: Video_Support_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

export const video_support_sending = /** @type {(inputs: Video_Support_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const video_support_submit = /** @type {(inputs: Video_Support_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

export const warranty_link_frame_title = /** @type {(inputs: Warranty_Link_Frame_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Warranty Link de bienes raíces para la póliza ${i?.policyId}`)
};

export const warranty_link_title = /** @type {(inputs: Warranty_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warranty Link`)
};

export const why_award_text = /** @type {(inputs: Why_Award_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegida la mejor compañía de garantía de vivienda de nuestra región en 2014, 2015, 2016, 2019 y 2020.`)
};

export const why_award_title = /** @type {(inputs: Why_Award_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor de la región, cinco veces`)
};

export const why_contractor_text = /** @type {(inputs: Why_Contractor_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando presenta un reclamo, asignamos un contratista local con licencia en menos de 24 horas, y él le llama para programar la visita.`)
};

export const why_contractor_title = /** @type {(inputs: Why_Contractor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un contratista en menos de 24 horas`)
};

export const why_heading = /** @type {(inputs: Why_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Por qué elegir ${i?.brand}?`)
};

export const why_intro = /** @type {(inputs: Why_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más de 70,000 propietarios confían en ${i?.brand} para mantener sus casas funcionando. Esto es lo que obtienen.`)
};

export const why_local_text = /** @type {(inputs: Why_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo servimos Arizona, Idaho, Nevada, Oregón, Texas y Utah, así que conocemos a los contratistas y el clima.`)
};

export const why_local_title = /** @type {(inputs: Why_Local_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locales del Oeste`)
};

export const why_parts_text = /** @type {(inputs: Why_Parts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde encendedores de calefactor hasta compresores de refrigerador. El año pasado reemplazamos más de 5,000.`)
};

export const why_parts_title = /** @type {(inputs: Why_Parts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 9,000 piezas cubiertas`)
};

export const why_people_text = /** @type {(inputs: Why_People_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 200 empleados de tiempo completo contestan llamadas, atienden reclamos y dan seguimiento a los contratistas, todo dentro de la compañía.`)
};

export const why_people_title = /** @type {(inputs: Why_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas reales al teléfono`)
};

export const why_savings_text = /** @type {(inputs: Why_Savings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestros clientes ahorran en promedio $200 en cada reparación aprobada. Usted paga la tarifa de servicio que eligió, no la cuenta.`)
};

export const why_savings_title = /** @type {(inputs: Why_Savings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahorre unos $200 por reparación`)
};